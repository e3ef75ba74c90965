// The reading tabs' areas in one chunk (areas.tsx loads it while the home screen's frame shows).
export { CaseTrainingArea } from '../reading/case-training-area';
export { NewsArea } from '../reading/news-area';
