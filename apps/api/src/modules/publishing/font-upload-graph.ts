import type { FontUpload } from "../../generated/staff-resolvers";
import type { FontUploadView } from "./font-uploads-service";

/** An upload as the staff API shows it. */
export function fontUploadGraph(upload: FontUploadView): FontUpload {
  const { data } = upload;
  return {
    ...upload,
    status: upload.status.toUpperCase() as FontUpload["status"],
    data: data && {
      familyName: data.names.familyName,
      styleName: data.names.subfamilyName,
      fullName: data.names.fullName,
      version: data.names.version,
      outlines: data.outlines,
      glyphCount: data.glyphCount,
      characterCount: data.characterCount,
      features: data.features,
      axes: data.axes.map((axis) => ({
        tag: axis.axisTag,
        name: axis.name,
        min: axis.minValue,
        default: axis.defaultValue,
        max: axis.maxValue,
      })),
      languages: data.languages.map((language) => language.name),
      weightClass: data.weightClass,
      italic: data.italic,
    },
  };
}
