/** What {@link StackHandler} passes to every page it renders. */
export interface HandlerPageProps {
  fullPage: boolean;
}
