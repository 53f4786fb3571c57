/**
 * The user-facing texts of the specification (spec 4, 5 and 8), written once.
 * Server responses and web forms both show these exact strings; tests compare against them.
 * Texts the spec does not give (marked "ours") follow the spec's tone.
 */
export const MSG = {
  // spec 5 — sign in / sign up / password
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Your password must have a length of 8 or more',
  passwordsDoNotMatch: 'Your passwords do not match',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  loginRequired: 'Please enter a username',
  passwordTooLong: 'Your password must have a length of 100 or less', // ours (a bound for the hash)
  languageInvalid: 'Please choose a language code such as en', // ours
  planRequired: 'Please choose a plan', // ours
  signInTokenInvalid: 'The sign-in with Google did not complete. Please try again.', // ours
  activationLinkInvalid:
    'This activation link is not valid: it was already used, has expired, or is incomplete.', // ours
  // spec 8 — forgot / reset password
  forgotNotFound: "Hm, we couldn't find that email. Please double check the email you provided.",
  forgotSent: 'Hang tight! We sent you an email with a password reset link.',
  resetFailed: 'Password reset error. Please try again.',
  resetSucceeded: 'Success! Your password was reset',
  // generic
  leadTimeDaysRange: 'Lead time: a whole number of days from 0 to 30', // ours
  shelfLifeDaysRange: 'Shelf life: a whole number of days from 1 to 365, or blank when not known', // ours
  genericError: 'There was an error.',

  // spec 4 — the delete dialog shows the server's header and message (ours: the texts)
  deletedTitle: 'Deleted',
  deleted: (name: string) => `${name} was deleted.`,
  memberRemovedTitle: 'Removed',
  memberRemoved: (name: string) => `${name} is no longer a member of this kitchen.`,
  invitationRevokedTitle: 'Revoked',
  invitationRevoked: (email: string) => `The invitation to ${email} was revoked.`,
  calendarFeedRevokedTitle: 'Stopped sharing',
  calendarFeedRevoked:
    'The calendar address no longer works: calendars subscribed to it stop getting the events.',

  // spec 4 — completeness tooltips
  itemComplete: 'This item is complete!',
  itemWorkInProgress: 'Hm, looks like this is still a work in progress',

  // spec 5 — vendor
  vendorNameRequired: 'Vendor name is required',

  // spec 5 — ingredient (form) and its save minimum
  ingredientNameRequired: 'Ingredient name is required',
  categoryRequired: 'Category is required',
  vendorRequired: 'Vendor is required',
  costRequired: 'Please enter the cost',
  costGreaterThanZero: 'Please enter a value greater than $0.00',
  costUnitsRequired: 'Cost units are required',
  ingredientMustHaveName: 'Ingredient must have a name',
  ingredientMustHaveCategory: 'Ingredient must have a category',

  // spec 5 — conversion
  startingQuantityRequired: 'Starting quantity is required',
  startingUnitsRequired: 'Starting units are required',
  endingQuantityRequired: 'Ending quantity is required',
  endingUnitsRequired: 'Ending units are required',

  // spec 5 — catalogue form (POST /api/ingredients/food)
  catalogueServingSizeRequired: 'Ingredient serving size is required',
  catalogueServingUnitsRequired: 'Ingredient serving units are required',
  catalogueCostRequired: 'Ingredient cost is required',
  catalogueCostAmountRequired: 'Ingredient cost amount required',
  catalogueCostUnitsRequired: 'Ingredient cost units required',

  // spec 5 — recipe (form) and its save minimum
  recipeNameRequired: 'Please enter a name',
  recipeMustHaveName: 'Recipe must have a name',
  recipeMustHaveCategory: 'Recipe must have a category',
  yieldRequired: 'Please enter a yield',
  valueGreaterThanZero: 'Please enter a value greater than 0',
  /** Trim yield (beyond the spec): the edible percent of what is bought. */
  yieldPercentRange: 'Please enter a yield above 0 % and at most 100 %',
  yieldUnitsRequired: 'Yield Units are required',
  /** A named portion (beyond the spec): what one counted unit of the yield is, "cookie". */
  portionNameNeedsCount: 'A portion name needs a yield counted in Each or Slice',
  portionNameTooLong: (max: number) => `A portion name has at most ${max} characters`,
  teamRequired: 'Team is required',
  /** A picker's value that is none of its choices (an API client's typo): which list to pick from. */
  chooseFromList: (what: string) => `Please choose a ${what} from the list`,
  prepNotesRequired: 'Please enter the prep notes',
  duplicateIngredient: 'Error: You cannot save two of the same ingredient.',
  recipeNeedsIngredient: 'Please add at least one ingredient', // ours (spec 4: "at least one ingredient")

  // spec 5 — recipe ingredient row
  selectIngredient: 'Please select an ingredient',
  yieldQuantityRequired: 'Please enter a yield quantity',
  yieldUnitsRowRequired: 'Please enter yield units',

  // spec 5 — sub-recipe row
  subRecipeRequired: 'Sub Recipe recipe is required',
  /** A sub-recipe cycle, named by its chain: "Stock → Sauce → Stock" (A uses A: "Sauce → Sauce"). */
  recipeContainsItself: (chain: string[]) => `A recipe cannot contain itself: ${chain.join(' → ')}`,
  recipeNestedTooDeep: (maxDepth: number, chain: string[]) =>
    `Sub-recipes may be nested at most ${maxDepth} levels deep: ${chain.join(' → ')}`,
  subRecipeYieldUnitsRequired: 'Sub Recipe yield units are required',

  // spec 5 — menu item
  menuItemNameRequired: 'Menu item name is required',
  servingsRequired: 'Please enter the servings', // ours (spec 5: "servings required and above 0")
  servingSizeRequired: 'Please enter the serving size', // ours
  descriptionRequired: 'Please enter a description', // ours
  platingNotesRequired: 'Please enter the plating notes', // ours
  menuItemNeedsRecipe: 'Please add at least one recipe', // ours (spec 5: "at least one recipe")
  recipeRequired: 'Recipe is required',
  duplicateRecipe: 'Error: You cannot save two of the same recipes.',

  // spec 5 — menu
  nameRequired: 'Name is required',
  seasonRequired: 'Season is required', // ours (spec 5: "season and year required")
  yearRequired: 'Year is required', // ours
  yearOutOfRange: 'Please choose a year from the list', // ours
  sectionNameRequired: 'Section name is required',
  menuItemRequired: 'Menu item is required',
  menuItemPriceRequired: 'Menu item price is required',
  menuNeedsSection: 'Please add at least one section', // ours (spec 4: "at least one section")
  sectionNeedsItem: 'Please add at least one menu item to the section', // ours (spec 4)

  // spec 5 — event form
  titleRequired: 'Title is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  guestCountRequired: 'Guest count is required',
  locationRequired: 'Location is required',
  startAfterEnd: 'Start cannot be after end',
  bookingInPast: 'A booking cannot be created in the past',
  invalidDate: 'Please enter a valid date', // ours
  dateOutOfRange: 'Please enter a date between the years 1900 and 2200', // ours (schemas/fields.ts DATE_RANGE)
  prepQuantityRequired: 'Please enter a prep quantity', // ours (spec 4: "a prep quantity (zero or more)")
  platingRequired: 'Please choose a plating style', // ours (spec 4: "and a plating style")
  cancelReasonRequired: 'Please say why the event was cancelled', // ours
  roomNameRequired: 'Room name is required', // ours

  // spec 5 — unit conversion errors
  noConversions: 'There were no available conversions',
  conversionNullValues: 'The conversion contained null values',
  cannotConvertNull: 'Cannot convert; found null conversion values',
  noConversionPath: 'There were no paths to a suitable conversions - exhausted all possibilities',

  // numbers (spec 5: "Number inputs have a minimum of 0")
  notNegative: 'Please enter a value of 0 or more', // ours
  tooLarge: 'Please enter a value of at most 1,000,000,000', // ours
  notANumber: 'Please enter a number', // ours
  unitUnknown: 'Please choose a unit from the list', // ours
  // spec 9: "Minimum positive value 1e-8" — a number between 0 and that minimum is neither 0 nor a quantity
  belowMinimumPositive: 'Please enter 0 or a value of at least 0.00000001', // ours
  wholeNumber: 'Please enter a whole number', // ours

  // input hygiene (ours): text a person typed never holds control characters such as NUL
  controlCharacters: 'Please remove the control characters (such as a NUL byte) from this text',
  // ids in addresses and bodies are positive decimal integers (ours)
  idInvalid: 'The id must be a whole number from 1 to 2147483647, written in digits',

  // The brigade: members, roles, invitations (ours)
  roleRequired: 'Please choose a role',
  roleForbidden: 'Your role in this kitchen does not allow this. Ask the owner of the kitchen.',
  notAMember: 'You are no longer a member of this kitchen. Please sign in again.',
  invitationNotFound: 'This invitation is not valid: it was used, revoked or never existed.',
  invitationExpired: 'This invitation has expired. Ask the kitchen’s owner to send a new one.',
  invitationWrongAccount:
    'This invitation was sent to another e-mail address. Sign in as that user to accept it.',
  invitationAlreadyMember: 'You are already a member of this kitchen.',
  // The owner's side of the same refusal: the person they invite is in the kitchen already.
  inviteeAlreadyMember: 'Someone with this e-mail address is already a member of this kitchen.',
  invitationAlreadyPending:
    'An invitation to this e-mail address is already waiting. Revoke it first to send a new one.',
  memberNotFound: 'This person is not a member of this kitchen.',
  ownerStays: 'A kitchen always keeps one owner: hand the ownership over first.',
  kitchenNotFound: 'You are not a member of this kitchen.',
  // ours — a list's sort parameter (sort=field,asc|desc)
  sortFieldUnknown: (field: string, fields: readonly string[]) =>
    `This list cannot be sorted by "${field}": sort by ${fields.join(', ')}.`,
  sortDirectionInvalid: 'Sort direction must be asc or desc, as in sort=name,asc.',
  filterFieldUnknown: (field: string, fields: readonly string[]) =>
    `This list cannot be filtered by "${field}": filter by ${fields.join(', ')}, as in filter=${fields[0]},contains,text.`,
  filterOperatorUnknown: (field: string, operator: string, operators: readonly string[]) =>
    `"${operator}" is not a filter of ${field}: use ${operators.join(', ')}.`,
  filterNumberInvalid: (field: string) =>
    `The filter of ${field} needs a number, as in filter=${field},>=,5.`,
} as const;

export type MessageKey = keyof typeof MSG;
