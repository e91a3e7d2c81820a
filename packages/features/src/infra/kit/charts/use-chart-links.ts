/**
 * Every bar, part or row of a chart that stands for something links to its screen: the data table's
 * category names become links, and clicking the bar or part goes there too.
 */
import { useNavigate } from 'react-router-dom';

export interface ChartLinks {
  /** For the chart's `categoryHref`: the table's links. */
  categoryHref: (category: string, index: number) => string | undefined;
  /** For the chart's `onCategorySelect`: a click on a bar or part follows the same link. */
  onCategorySelect: (category: string, index: number) => void;
}

/**
 *   const chartLinks = useChartLinks((_, index) => links.inquiries({ status: INQUIRY_STATUSES[index] }));
 *   <DonutChart title="Inquiries by status" segments={…} {...chartLinks} />
 */
export function useChartLinks(hrefOf: (category: string, index: number) => string | undefined): ChartLinks {
  const navigate = useNavigate();
  return {
    categoryHref: hrefOf,
    onCategorySelect: (category, index) => {
      const target = hrefOf(category, index);
      if (target) void navigate(target);
    },
  };
}
