import { useEffect, useRef } from 'react';
import { ScatterChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { BroadcastPrices } from '../../queries/broadcastPrices.ts';
import { averagePricesChartOptions, broadcastIdOfPoint } from './chartOptions.ts';

// Only the parts the chart uses: the whole library would triple the chunk.
echarts.use([ScatterChart, GridComponent, TooltipComponent, MarkLineComponent, SVGRenderer]);

interface AveragePricesChartProps {
  prices: BroadcastPrices;
  /** A click on a point: the broadcast it stands for (a stable function: a new one redraws the chart). */
  onPointClick(broadcastId: number): void;
}

/** The prices over time, drawn by echarts (SVG, no outside service). */
export function AveragePricesChart({ prices, onPointClick }: AveragePricesChartProps) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, null, { renderer: 'svg' });
    chart.setOption(averagePricesChartOptions(prices));
    chart.on('click', (params) => {
      const id = broadcastIdOfPoint(params as { value?: unknown });
      if (id !== null) onPointClick(id);
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [prices, onPointClick]);

  return <div ref={element} className="average-prices-chart" data-testid="average-prices-chart" />;
}
