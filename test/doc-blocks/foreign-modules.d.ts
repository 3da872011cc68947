// The few modules the docs import that are not worth installing to type-check a line or two of
// them (React Native and its network-state module): the part of their public types the docs use.

declare module "react-native" {
  export type AppStateStatus = "active" | "background" | "inactive" | "unknown" | "extension";
  export const AppState: {
    addEventListener(type: "change", listener: (state: AppStateStatus) => void): { remove(): void };
  };
}

declare module "@react-native-community/netinfo" {
  export interface NetInfoState {
    isConnected: boolean | null;
  }
  const NetInfo: {
    addEventListener(listener: (state: NetInfoState) => void): () => void;
  };
  export default NetInfo;
}
