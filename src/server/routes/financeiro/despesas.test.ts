import { lancamentosSuite } from './lancamentos-tests.ts';

lancamentosSuite('despesas', 'forma_pagamento');
