import { frameRules } from '@crupier/contract/frame-rules';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { CategoryBar } from '@/features/lobby/components/category-bar';
import { LobbyFrame } from '@/features/lobby/components/lobby-frame';
import { useMediaQuery } from '@/lib/media-query';
import { Banner } from './banner';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';

/** Width from which the side menu is a column rather than a drawer (matches styles/frame.css). */
const WIDE_SCREEN = '(min-width: 960px)';
/** Width from which the header shows the category menus (matches features/lobby/lobby-shell.css). */
const CATEGORY_BAR_SCREEN = '(min-width: 1280px)';

/** The frame of every non-agent page (spec §2): side menu, header, banner, main content, footer. */
export function MainFrame() {
  const { pathname } = useLocation();
  const status = useSystemStatus();
  const rules = frameRules(pathname);
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  // Phones and tablets never show the header's category menus: they are not rendered there at all.
  const showsCategoryBar = useMediaQuery(CATEGORY_BAR_SCREEN, true, false);

  const isWide = useMediaQuery(WIDE_SCREEN, false);
  // A screen that becomes wide shows the side menu as a column: the drawer closes for good.
  useEffect(() => {
    if (isWide) setDrawerPath(null);
  }, [isWide]);

  return (
    <LobbyFrame
      languages={status.info.languages}
      imageCDNs={status.info.imageCDNs}
      currencySymbol={status.info.currencySymbol}
    >
      <div className="frame" data-side-menu={rules.sideMenu}>
        <Header
          merchantName={status.info.merchantName}
          customerService={status.info.customerService}
          onOpenMenu={rules.sideMenu ? () => setDrawerPath(pathname) : undefined}
          isMenuOpen={isDrawerOpen}
        />
        {rules.sideMenu && showsCategoryBar && <CategoryBar />}
        <div className="frame__body">
          {rules.sideMenu && <SideMenu isOpen={isDrawerOpen} onClose={closeDrawer} />}
          <div className="frame__content">
            {rules.banner && <Banner merchantName={status.info.merchantName} />}
            <main id="main" className="frame__main" data-testid="main">
              <Outlet />
            </main>
            {rules.footer && <Footer />}
          </div>
        </div>
      </div>
    </LobbyFrame>
  );
}
