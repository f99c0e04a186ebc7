// Every table of the app. Each module owns one file; drizzle-kit reads this index to generate migrations.

export * from './apontamentos.ts';
export * from './avaliacao.ts';
export * from './financeiro.ts';
export * from './inventario.ts';
export * from './platform.ts';
export * from './sanidade.ts';
