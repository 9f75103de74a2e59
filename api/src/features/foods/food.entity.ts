import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** Where a food row came from; ids are prefixed with it ('builtin-banana', 'fndds-63107010'). */
export type FoodSource = 'builtin' | 'fndds' | 'sr' | 'fdc' | 'generated';
/** Nutri-Score table a food is scored with. */
export type NutriKind = 'general' | 'fat' | 'beverage' | 'water';

/** One food with its nutrients per 100 g (or 100 ml for drinks). */
@Entity('foods')
@Index('idx_foods_source', ['source'])
export class FoodEntity {
  @PrimaryColumn('varchar', { length: 64 })
  id!: string;

  @Column('varchar', { length: 16 })
  source!: FoodSource;

  @Column('varchar', { length: 300 })
  name!: string;

  /** Other names people search for, separated by '|' ('courgette|zucchini'). */
  @Column('text', { nullable: true })
  aliases!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('varchar', { length: 200, nullable: true })
  brand!: string | null;

  /** 'Brand' for branded products; otherwise 'Generic', 'Survey (FNDDS)', 'SR Legacy' or 'Foundation'. */
  @Column('varchar', { length: 32 })
  dataType!: string;

  @Column('varchar', { length: 200, nullable: true })
  category!: string | null;

  @Column('double precision', { nullable: true }) energyKcal!: number | null;
  @Column('double precision', { nullable: true }) proteinG!: number | null;
  @Column('double precision', { nullable: true }) carbohydrateG!: number | null;
  @Column('double precision', { nullable: true }) sugarsG!: number | null;
  @Column('double precision', { nullable: true }) fibreG!: number | null;
  @Column('double precision', { nullable: true }) fatG!: number | null;
  @Column('double precision', { nullable: true }) saturatedFatG!: number | null;
  @Column('double precision', { nullable: true }) sodiumMg!: number | null;

  /** Fruit, vegetables and legumes, percent (Nutri-Score); null when unknown. */
  @Column('double precision', { nullable: true }) fruitVegPercent!: number | null;

  @Column('varchar', { length: 16, default: 'general' })
  nutriKind!: NutriKind;

  /** NOVA group 1–4 when the source states it; otherwise computed from name and ingredients. */
  @Column('smallint', { nullable: true })
  novaGroup!: number | null;

  @Column('text', { nullable: true })
  ingredients!: string | null;

  @Column('simple-json')
  allergens!: string[];
}

/** A household portion: '1 medium (118 g)'. */
@Entity('food_portions')
export class FoodPortionEntity {
  @PrimaryColumn('varchar', { length: 64 })
  foodId!: string;

  @PrimaryColumn('integer')
  seq!: number;

  @ManyToOne(() => FoodEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'foodId' })
  food?: FoodEntity;

  @Column('varchar', { length: 300 })
  description!: string;

  @Column('double precision')
  grams!: number;
}

/** A GTIN (EAN-13, or UPC-A as 13 digits with a leading 0) on a product. */
@Entity('food_barcodes')
@Index('idx_food_barcodes_food', ['foodId'])
export class FoodBarcodeEntity {
  @PrimaryColumn('varchar', { length: 14 })
  code!: string;

  @Column('varchar', { length: 64 })
  foodId!: string;

  @ManyToOne(() => FoodEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'foodId' })
  food?: FoodEntity;
}
