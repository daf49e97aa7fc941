"use client";

import { Textarea as KitTextarea } from "@meridian/ui/textarea";
import { bindField } from "./bind-field";

/** The kit's multi-line text input bound to the form's field `name`. */
export const Textarea = bindField(KitTextarea);
