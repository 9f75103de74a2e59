import { FoodParser, parseTextProblem, type ParseResult, type ParserFood } from '@rules/foods/parsing/food-parser';
import type { SearchCandidate } from '@rules/foods/food-ranking';
import type { Pint } from '@rules/foods/parsing/phrases';
import { In } from 'typeorm';
import { InvalidInputError } from '../../../errors';
import { FoodEntity, FoodPortionEntity } from '../food.entity';
import type { FoodService } from '../food.service';

/**
 * Reads a meal in words against the food database (`POST /api/foods/parse`): the parser's rules
 * over the database's search, built-in foods and portions. It saves nothing.
 */
export class FoodParseService {
  private readonly parser: FoodParser;

  constructor(foods: FoodService) {
    const repository = () => foods.dataSource.getRepository(FoodEntity);
    this.parser = new FoodParser({
      search: (words, limit, options) => foods.search(words, limit, options),
      builtinFoods: async () =>
        (await repository().find({ where: { source: 'builtin' } })).map((row): SearchCandidate => ({
          ...row,
          engineScore: 0,
        })),
      foods: async (ids) => {
        const [rows, portionRows] = await Promise.all([
          repository().findBy({ id: In(ids) }),
          foods.dataSource
            .getRepository(FoodPortionEntity)
            .find({ where: { foodId: In(ids) }, order: { foodId: 'ASC', seq: 'ASC' } }),
        ]);
        const portions = new Map<string, FoodPortionEntity[]>();
        for (const p of portionRows) portions.set(p.foodId, [...(portions.get(p.foodId) ?? []), p]);
        return rows.map((row): ParserFood => ({ ...row, portions: portions.get(row.id) ?? [] }));
      },
    });
  }

  /**
   * The foods the text names, a pint being the one its writer means; a blank or too long text is
   * refused with the reason.
   */
  async parse(text: string, pint: Pint = 'us'): Promise<ParseResult> {
    const problem = parseTextProblem(text);
    if (problem) throw new InvalidInputError(problem, [{ path: 'body.text', message: problem.message }]);
    return this.parser.parse(text, { pint });
  }
}
