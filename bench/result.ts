export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: string;
}
