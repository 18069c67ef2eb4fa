#pragma once

#include <QSize>
#include <QStringList>

class QWidget;

namespace dd::test {

// What a user of a translated window would find cut off: a label, button, check box or radio
// button narrower than its text, a word-wrapped label shorter than its lines, a line edit's
// placeholder or a combo box's current text wider than the field, a line edit squeezed below its
// height, a tool bar or menu bar that
// had to hide entries behind its "»" button. Only visible widgets count. One line per problem.
QStringList cutOffTexts(const QWidget &window);

// Visible widgets that reach past the edges of their top-level window (a layout that needed more
// room than the window has), and a window larger than `screen`. What a scroll area scrolls may
// extend past its viewport on purpose, except sideways when the area never scrolls sideways (it
// is cut there for good). One line per problem.
QStringList outsideTheWindow(const QWidget &window, const QSize &screen);

} // namespace dd::test
