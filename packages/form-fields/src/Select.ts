"use client";

import { Select as KitSelect } from "@meridian/ui/select";
import { bindField } from "./bind-field";

/** The kit's native select bound to the form's field `name`. */
export const Select = bindField(KitSelect);
