#pragma once

#include <QStringList>

class QWidget;

namespace dd::test {

// The accessible name a screen reader gets for `widget` by the rules the test holds the UI to:
// its accessibleName; else the text of a label whose buddy it is; else a button's own text or a
// group box's title (mnemonic "&" removed). Empty when none of these gives a name.
QString accessibleNameOf(QWidget *widget);

// Problems of one dialog (or window): every focusable visible widget without a name, labels with
// a mnemonic but no buddy, and mnemonic letters used twice. One line per problem.
QStringList accessibilityProblems(QWidget *top);

} // namespace dd::test
