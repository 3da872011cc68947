import { PresetProject } from "./preset-project";

export default function Preset() {
  return <PresetProject />;
}
