import { Link } from 'react-router';
import { useRouteName } from '../../routing/route-handle';
import styles from './bottom-menu.module.css';
import { bottomTabs } from './tabs';

/** Five equal tabs; the active one follows the current route's name. */
export function BottomMenu() {
  const routeName = useRouteName();
  return (
    <nav className={styles.menu}>
      <ul className={styles.list}>
        {bottomTabs.map(({ label, to, routes, icon: TabIcon }) => {
          const active = routeName !== null && (routes as readonly string[]).includes(routeName);
          return (
            <li key={to} className={styles.item}>
              <Link
                to={to}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
              >
                <TabIcon size={22} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
