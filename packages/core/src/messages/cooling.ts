/** The cooling log's refusals and warnings (ours), answered alike by the server and the mocked API. */
export const COOLING_MESSAGES = {
  temperatureRequired: 'Please enter the temperature',
  temperatureOutOfRange: (min: string, max: string) => `Please enter a temperature between ${min} and ${max}`,
  unitRequired: 'Please choose °F or °C',
  tapInFuture: 'The time of this entry is in the future; check the tablet’s clock',
  tapTooOld: (days: number) => `This entry is more than ${days} days old and was not recorded`,
  startedBelow: 'First reading already below 135 °F (57 °C): the clock starts at it',
  stage1Missed: 'Not cooled to 70 °F (21 °C) within 2 hours of 135 °F (57 °C)',
  stage2Missed: 'Not cooled to 41 °F (5 °C) within 6 hours of 135 °F (57 °C)',
} as const;
