/**
 * sx for text read by screen readers but not shown. Sizes are strings on purpose: in sx a bare
 * `width: 1` means 100%, which made the "hidden" text as wide as its container and let a phone
 * scroll sideways (the vendors table by 357 px).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
