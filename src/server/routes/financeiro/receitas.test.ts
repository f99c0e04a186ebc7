import { lancamentosSuite } from './lancamentos-tests.ts';

lancamentosSuite('receitas', 'forma_recebimento');
