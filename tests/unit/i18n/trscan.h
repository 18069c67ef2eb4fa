#pragma once

#include <QString>
#include <QStringList>

namespace dd::test {

// A user-visible string literal handed to a widget without tr(): the text of a label, button,
// action, menu, tab, tool tip, window title, message box … given as "…", QStringLiteral("…"),
// u"…"_s, QLatin1String("…") or QString::fromUtf8("…"). Literals without two letters in a row
// ("%1 / %2", "…", "—") are not words and pass; so does a line marked `// notr: <why>`.
struct UntranslatedLiteral
{
    int line = 0;
    QString text;
};

QList<UntranslatedLiteral> untranslatedLiterals(const QString &code);
// QCoreApplication::translate() calls whose context is not a string literal: lupdate cannot see
// them, so their text never reaches the .ts files (the text stays English in every language).
QList<UntranslatedLiteral> hiddenContexts(const QString &code);

} // namespace dd::test
