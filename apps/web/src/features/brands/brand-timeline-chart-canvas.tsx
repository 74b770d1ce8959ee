import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_AXIS_COLOR, CHART_GRID_COLOR } from '@creatorlens/ui';
import type { BrandTimelineCanvasProps } from './brand-timeline-chart.tsx';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Branded posts per month as bars stacked by platform (ECharts). */
export default function BrandTimelineChartCanvas({ months, series, height }: BrandTimelineCanvasProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(
      {
        animationDuration: 400,
        grid: { left: 8, right: 8, top: 16, bottom: 36, containLabel: true },
        legend: { show: true, bottom: 0, icon: 'circle', itemWidth: 8, itemHeight: 8, textStyle: { color: CHART_AXIS_COLOR } },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
        xAxis: {
          type: 'category',
          data: months.map((month) => month.label),
          axisLabel: { color: CHART_AXIS_COLOR, hideOverlap: true },
          axisLine: { lineStyle: { color: CHART_GRID_COLOR } },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: CHART_AXIS_COLOR },
          splitLine: { lineStyle: { color: CHART_GRID_COLOR } },
        },
        series: series.map((item) => ({
          type: 'bar',
          stack: 'posts',
          name: item.name,
          data: item.counts,
          itemStyle: { color: item.color },
          barMaxWidth: 28,
        })),
      },
      { notMerge: true },
    );
  }, [months, series]);

  return <div ref={elementRef} data-testid="brand-timeline-chart" style={{ height, width: '100%' }} />;
}
