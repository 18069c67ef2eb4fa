#pragma once

#include <QString>
#include <QStringList>

namespace dd::test {

// Problems of a Qt Linguist .ts file, one line each ("unfinished: “Refund…”"): entries not marked
// finished, empty translations or plural forms, placeholders (%1, %2 …) missing or added, and a
// keyboard mnemonic (&) dropped or added. An empty list means every entry is ready to ship.
QStringList translationProblems(const QByteArray &tsXml);
int translationEntryCount(const QByteArray &tsXml);

// One line of a glossary (translations/glossary_<language>.tsv): the English term, the translations
// every message whose English holds the term must carry (one of them), and variants it must never
// use. The term "*" stands for every message (words the file must not use at all).
struct GlossaryTerm
{
    QString english;
    QStringList required;
    QStringList forbidden;
};

// Lines that are neither comments nor terms are reported in errors.
QList<GlossaryTerm> readGlossary(const QByteArray &tsv, QStringList *errors = nullptr);
// One line per message and term the translation breaks. The English term is matched as a whole
// word, case-insensitive, never inside an option or a field name (--amount, amount_ext); the
// translations as the start of a word, so "reembols" covers reembolso, reembolsar, reembolsado.
QStringList glossaryProblems(const QByteArray &tsXml, const QList<GlossaryTerm> &glossary);

// Messages shown together: a dialog's widgets, one page of a stacked form, one menu. An empty
// sources list is not allowed: a screen names its messages by their English text.
struct ScreenPart
{
    QString context;
    QStringList sources;
};
struct Screen
{
    QString name;
    QList<ScreenPart> parts;
};

// Two translated messages on one screen with the same mnemonic letter (Alt+P that cannot reach
// both). A context no screen names is one screen of its own (a dialog: the class is the context);
// a context split into screens must place every message with a mnemonic on one of them.
QStringList acceleratorClashes(const QByteArray &tsXml, const QList<Screen> &screens);

} // namespace dd::test
