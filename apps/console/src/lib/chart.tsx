import { useEffect, useRef } from 'react'
import * as echarts from 'echarts/core'
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

// The parts of ECharts the console draws with (tree-shaken: only these reach the bundle).
echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export type ChartOption = echarts.EChartsCoreOption

/** An ECharts chart in a div, drawn again when its option changes and resized with the window. */
export function Chart({ option, height = 320 }: { option: ChartOption; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const chart = echarts.init(box.current!)
    chart.setOption(option)
    const resize = () => chart.resize()
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      chart.dispose()
    }
  }, [option])
  return <div ref={box} style={{ height }} />
}
