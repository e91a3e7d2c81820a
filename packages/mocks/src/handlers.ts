/** Every handler of the mock backend. Operations without a stateful handler answer with the spec's generated faker data. */
import { generatedHandlers } from '@ujuzi/api/mocks';
import { seedFaker } from './seed';

export function mockHandlers() {
  seedFaker();
  return [...generatedHandlers()];
}
