"use client";

import { TextField as KitTextField } from "@meridian/ui/text-field";
import { bindField } from "./bind-field";

/** The kit's text field (text, email, password, tel …) bound to the form's field `name`. */
export const TextField = bindField(KitTextField);
