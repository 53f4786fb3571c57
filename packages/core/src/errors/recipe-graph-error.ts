import { MSG } from '../messages.ts';

/** A sub-recipe cycle (A uses B uses A, or A uses A); `chain` names it: ['A', 'B', 'A']. */
export class RecipeCycleError extends Error {
  readonly chain: string[];
  constructor(chain: string[]) {
    super(MSG.recipeContainsItself(chain));
    this.name = 'RecipeCycleError';
    this.chain = chain;
  }
}

/** Sub-recipes nested deeper than the cap; `chain` is the path that went too deep. */
export class RecipeDepthError extends Error {
  readonly chain: string[];
  readonly maxDepth: number;
  constructor(chain: string[], maxDepth: number) {
    super(MSG.recipeNestedTooDeep(maxDepth, chain));
    this.name = 'RecipeDepthError';
    this.chain = chain;
    this.maxDepth = maxDepth;
  }
}
