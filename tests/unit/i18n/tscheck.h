#pragma once

#include <QString>
#include <QStringList>

namespace dd::test {

// Problems of a Qt Linguist .ts file, one line each ("unfinished: “Refund…”"): entries not marked
// finished, empty translations or plural forms, placeholders (%1, %2 …) missing or added, and a
// keyboard mnemonic (&) dropped or added. An empty list means every entry is ready to ship.
QStringList translationProblems(const QByteArray &tsXml);
int translationEntryCount(const QByteArray &tsXml);

} // namespace dd::test
