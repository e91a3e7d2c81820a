/** What the code editor allows (learning/ide/config and ide/languages): the languages it runs and its limits. */
import { Text } from '@chakra-ui/react';
import { useGetIdeConfig, useListIdeLanguages } from '@ujuzi/api/hooks';
import { formatDuration, formatFileSize } from '@ujuzi/domain';
import { Card } from '@ujuzi/ui';
import { QueryState } from '../../infra/kit';

export function EditorLimits() {
  const config = useGetIdeConfig({ query: { staleTime: 10 * 60_000 } });
  const languages = useListIdeLanguages({ query: { staleTime: 10 * 60_000 } });
  const runnable = (languages.data ?? []).filter((language) => language.is_executable);
  return (
    <Card title="The playground" headingLevel={2}>
      <QueryState query={config} noun="the editor’s settings" size="sm" headingLevel="h3" loadingLines={2}>
        {(settings) => (
          <Text textStyle="sm">
            {`Runs ${runnable.length ? runnable.map((language) => `${language.name} ${language.version}`).join(', ') : `${settings.supported_languages.length} languages`}. `}
            {`Each run stops after ${formatDuration(settings.execution_timeout_seconds)} or ${formatFileSize(settings.memory_limit_kb * 1024)} of memory; code up to ${settings.max_code_length.toLocaleString('en-KE')} characters.`}
          </Text>
        )}
      </QueryState>
    </Card>
  );
}
