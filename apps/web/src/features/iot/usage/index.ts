/** What the card has used: data by month, and its plans. */
export { PackageList } from './PackageList';
export { UsageHistory } from './UsageHistory';
