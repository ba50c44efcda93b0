// The panel tabs (WAI-ARIA tabs pattern): one tab stop for the list, arrow keys, Home and End
// move between tabs, Enter/Space or a click shows a panel.
export function setupTabs(list, onShow = () => {}) {
  const tabs = [...list.querySelectorAll('[role="tab"]')];

  function select(tab, focus) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
    }
    if (focus) tab.focus();
    onShow(tab.getAttribute('aria-controls'));
  }

  list.addEventListener('click', (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) select(tab, false);
  });
  list.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(document.activeElement);
    if (at < 0) return;
    const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(tabs[(moves[event.key] + tabs.length) % tabs.length], true);
  });
  return { select: (panelId) => select(tabs.find((tab) => tab.getAttribute('aria-controls') === panelId), false) };
}
