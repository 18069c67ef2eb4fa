#pragma once

#include "tscheck.h"

namespace dd::test {

// What DirectDesk shows together where one class's messages are not one screen: a dialog built of
// several widgets, a stacked form whose pages come one at a time, the menus (whose items share
// letters with other menus' items legitimately) and the main window's menu bar beside the detail
// pane. Every other translation context is a dialog of its own. A mnemonic added to a context
// listed here fails tst_translations until it is placed on its screen.
QList<Screen> directDeskScreens();

} // namespace dd::test
