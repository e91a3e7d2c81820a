// `npm run mock-server`: serves the mock backend on http://localhost:4010/api (MOCK_SERVER_PORT to change the port).
import { API_PREFIX, DEFAULT_MOCK_SERVER_PORT, createMockServer } from './http-server';

const port = Number(process.env.MOCK_SERVER_PORT ?? DEFAULT_MOCK_SERVER_PORT);
createMockServer().listen(port, () => {
  console.log(`Ujuzi mock API on http://localhost:${port}${API_PREFIX}/ (try ${API_PREFIX}/health/)`);
});
