import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartOptions.ts';

// Only the parts the charts use: the whole library would triple the chunk.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One analytics chart, drawn by echarts as SVG (the product's chart library, no outside service). */
export function AnalyticsChart({ option, label }: { option: ChartOption; label: string }) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, null, { renderer: 'svg' });
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);

  return (
    <div
      ref={element}
      className="analytics-chart"
      role="img"
      aria-label={label}
      data-testid="analytics-chart"
    />
  );
}
