export const PLATFORM_MEDIA_TYPE = "application/vnd.service.platform+json";

/**
 * Platform mode is selected by `responseMode: "platform"` in the body or by
 * `Accept: application/vnd.service.platform+json`. An explicit `responseMode` in the body wins.
 */
export function wantsPlatform(req: Request, responseMode: "platform" | "full" | undefined): boolean {
  if (responseMode) return responseMode === "platform";
  const accept = req.headers.get("accept") ?? "";
  return accept.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === PLATFORM_MEDIA_TYPE);
}
