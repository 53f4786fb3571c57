import type { TAllergen } from '../enums/allergens.ts';

/**
 * Allergens proposed for a food copied from the USDA database, from its food group and description,
 * for the chef to confirm in the ingredient modal (never stored without that review). Word rules,
 * not a database: "Peanut butter" is peanuts, not milk; "Eggplant" has no egg; "Butternut squash" no
 * tree nut. A proposal can miss (a breaded fish names no wheat): the chef's review is what counts.
 */
type Rule = { allergen: TAllergen; words: RegExp; unless?: RegExp };

const RULES: Rule[] = [
  {
    allergen: 'MILK',
    words:
      /\b(milk|cheese|butter|buttermilk|cream|yogurt|yoghurt|whey|casein|ghee|kefir|custard|ice cream)\b/,
    unless:
      /\b(peanut|almond|cashew|apple|cocoa|shea|nut|seed|soy|soymilk|coconut|rice|oat) (butter|milk|cream)\b|\bbutternut\b|\bcream of tartar\b/,
  },
  {
    allergen: 'EGGS',
    words: /\b(egg|eggs|egg yolk|egg white|mayonnaise|meringue)\b/,
    unless: /\beggplant\b/,
  },
  {
    allergen: 'WHEAT',
    words:
      /\b(wheat|flour|bread|breaded|pasta|spaghetti|macaroni|noodles?|couscous|semolina|bulgur|durum|farina|cracker|crackers|cake|cookies?|biscuits?|croissants?|bagels?|muffins?|pancakes?|waffles?|tortillas?, flour|seitan)\b/,
    unless:
      /\b(buckwheat|rice|corn|soy|almond|coconut|potato|chickpea) (flour|noodles?|tortillas?)\b|\bbuckwheat\b/,
  },
  { allergen: 'SOY', words: /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|natto)\b/ },
  { allergen: 'PEANUTS', words: /\bpeanuts?\b/ },
  {
    allergen: 'TREE_NUTS',
    words:
      /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|pine ?nuts?|chestnuts?|coconut|nuts)\b/,
    unless: /\b(butternut|nutmeg|water chestnuts?|peanuts?)\b/,
  },
  {
    allergen: 'SHELLFISH',
    words:
      /\b(shrimp|prawns?|crab|lobster|crayfish|crawfish|langoustines?|clams?|oysters?|mussels?|scallops?|squid|octopus|abalone|whelk|snails?)\b/,
  },
  {
    allergen: 'FISH',
    words:
      /\b(fish|salmon|tuna|cod|haddock|halibut|trout|tilapia|anchov(y|ies)|sardines?|mackerel|herring|bass|snapper|catfish|pollock|flounder|sole|swordfish|mahimahi|perch|pike|carp|roe|caviar)\b/,
    unless: /\bshellfish\b/,
  },
  { allergen: 'SESAME', words: /\b(sesame|tahini|halvah?)\b/ },
];

export function proposeAllergens(food: { description: string; categoryName?: string | null }): TAllergen[] {
  const text = food.description.toLowerCase();
  const found = new Set<TAllergen>();
  for (const rule of RULES) {
    const cleaned = rule.unless ? text.replace(new RegExp(rule.unless.source, 'g'), ' ') : text;
    if (rule.words.test(cleaned)) found.add(rule.allergen);
  }
  // Food groups that name an allergen by themselves (USDA SR28 group descriptions).
  const group = food.categoryName?.trim() ?? '';
  if (/^dairy and egg products$/i.test(group) && !found.has('EGGS')) found.add('MILK');
  if (/^finfish and shellfish products$/i.test(group) && !found.has('SHELLFISH')) found.add('FISH');
  if (/^nut and seed products$/i.test(group) && !found.has('SESAME') && !found.has('PEANUTS')) {
    if (!/\b(seeds?|sunflower|pumpkin|squash|flax|chia|hemp|poppy)\b/.test(text)) found.add('TREE_NUTS');
  }
  return [...found];
}
