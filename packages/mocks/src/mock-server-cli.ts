// `npm run mock-server`: serves the mock backend on http://localhost:4010/api (MOCK_SERVER_PORT to change the port;
// MOCK_FAULT=slow|flaky|offline and MOCK_STATUS=<operationId>:<status>[,…] inject faults).
import { API_PREFIX, DEFAULT_MOCK_SERVER_PORT, createMockServer } from './http-server';
import { faultsFromEnv, getMockFaults, setMockFaults } from './kit/faults';

const port = Number(process.env.MOCK_SERVER_PORT ?? DEFAULT_MOCK_SERVER_PORT);
setMockFaults(faultsFromEnv(process.env));
createMockServer().listen(port, () => {
  const { profile, statuses } = getMockFaults();
  const faults = [
    profile !== 'none' ? profile : '',
    ...Object.entries(statuses).map(([operation, status]) => `${operation}:${status}`),
  ].filter(Boolean);
  console.log(
    `Ujuzi mock API on http://localhost:${port}${API_PREFIX}/ (try ${API_PREFIX}/health/)${faults.length > 0 ? `; faults: ${faults.join(', ')}` : ''}`,
  );
});
