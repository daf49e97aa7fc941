"use client";

import { Checkbox as KitCheckbox } from "@meridian/ui/checkbox";
import { bindField } from "./bind-field";

/** The kit's checkbox bound to the form's field `name`, a yes or no. */
export const Checkbox = bindField(KitCheckbox);
