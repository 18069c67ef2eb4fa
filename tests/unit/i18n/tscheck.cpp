#include "tscheck.h"

#include <QRegularExpression>

#include <algorithm>
#include <utility>
#include <QHash>
#include <QSet>
#include <QXmlStreamReader>

namespace dd::test {

namespace {

struct Entry
{
    QString context;
    QString source;
    QString type;           // "unfinished", "vanished", "obsolete" or "" (finished)
    bool numerus = false;
    QStringList forms;      // the translation, or every plural form
};

QSet<QString> placeholders(const QString &text, bool ignorePlural)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d{1,2}|n)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QString marker = it.next().captured(0);
        if (!(ignorePlural && marker == u"%n"))
            found.insert(marker);
    }
    return found;
}

// The keyboard mnemonic's letter, lower case ("Te&léfono" → "l"), or an empty string.
QString mnemonic(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression pattern(QStringLiteral("&([^\\s&;])"));
    // "&amp;" never reaches here (the reader decodes it); "&nbsp;"-like entities have a ';'.
    return pattern.match(text).captured(1).toLower();
}

bool hasMnemonic(const QString &text)
{
    return !mnemonic(text).isEmpty();
}

QString quoted(const QString &source)
{
    QString shown = source.left(70);
    shown.replace(u'\n', QStringLiteral("\\n"));
    return u"“"_qs + shown + (source.size() > 70 ? u"…”"_qs : u"”"_qs);
}

QList<Entry> readEntries(const QByteArray &xml)
{
    QList<Entry> entries;
    QXmlStreamReader reader(xml);
    Entry current;
    QString context;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto name = reader.name();
            if (name == u"name") {   // the <context>'s name, before its messages
                context = reader.readElementText();
            } else if (name == u"message") {
                current = Entry{};
                current.context = context;
                current.numerus = reader.attributes().value(QStringLiteral("numerus")) == u"yes";
            } else if (name == u"source") {
                current.source = reader.readElementText();
            } else if (name == u"translation") {
                current.type = reader.attributes().value(QStringLiteral("type")).toString();
                if (!current.numerus)
                    current.forms.append(reader.readElementText());
            } else if (name == u"numerusform") {
                current.forms.append(reader.readElementText());
            }
        } else if (reader.isEndElement() && reader.name() == u"message") {
            entries.append(current);
            current = Entry{};
        }
    }
    if (reader.hasError())
        entries.append(Entry{{}, QStringLiteral("(the file is not valid XML: %1)").arg(reader.errorString()),
                             QStringLiteral("unreadable"), false, {}});
    return entries;
}

} // namespace

QStringList translationProblems(const QByteArray &tsXml)
{
    QStringList problems;
    for (const Entry &entry : readEntries(tsXml)) {
        const QString what = quoted(entry.source);
        if (!entry.type.isEmpty()) {
            problems.append(entry.type + u": " + what);
            continue;
        }
        if (entry.forms.isEmpty() || std::any_of(entry.forms.cbegin(), entry.forms.cend(),
                                                 [](const QString &form) { return form.trimmed().isEmpty(); })) {
            problems.append(u"empty translation: "_qs + what);
            continue;
        }
        const QSet<QString> expected = placeholders(entry.source, entry.numerus);
        for (const QString &form : entry.forms) {
            if (placeholders(form, entry.numerus) != expected)
                problems.append(u"placeholders differ: "_qs + what + u" → "_qs + quoted(form));
            if (hasMnemonic(entry.source) != hasMnemonic(form))
                problems.append(u"mnemonic (&) dropped or added: "_qs + what + u" → "_qs + quoted(form));
        }
    }
    return problems;
}

int translationEntryCount(const QByteArray &tsXml)
{
    return int(readEntries(tsXml).size());
}

QList<GlossaryTerm> readGlossary(const QByteArray &tsv, QStringList *errors)
{
    QList<GlossaryTerm> terms;
    int number = 0;
    for (const QByteArray &raw : tsv.split('\n')) {
        ++number;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList columns = line.split(u'\t');
        const auto alternatives = [](const QString &column) {
            QStringList words;
            for (const QString &word : column.split(u'|', Qt::SkipEmptyParts))
                words.append(word.trimmed());
            return words;
        };
        GlossaryTerm term{columns.value(0).trimmed(), alternatives(columns.value(1)), alternatives(columns.value(2))};
        if (columns.size() > 3 || term.english.isEmpty() || (term.required.isEmpty() && term.english != u"*")
            || (term.required.isEmpty() && term.forbidden.isEmpty())) {
            if (errors)
                errors->append(QStringLiteral("line %1: not “term<TAB>required[|…][<TAB>forbidden[|…]]”: %2")
                                   .arg(number)
                                   .arg(line));
            continue;
        }
        terms.append(term);
    }
    return terms;
}

namespace {

const QString NotWordBefore = QStringLiteral("(?<![\\p{L}\\p{N}_-])");
const QString NotWordAfter = QStringLiteral("(?![\\p{L}\\p{N}_-])");
constexpr auto Words = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// The English term as a whole word, never part of an option or a field name (--amount,
// amount_ext): "e-wallet" matches "E-wallets", "digital wallet" "Digital-wallet", and a
// trailing * any ending ("refund*": refunded, refundable).
QRegularExpression englishPattern(const QString &term)
{
    const bool open = term.endsWith(u'*');
    QString words = QRegularExpression::escape(open ? term.chopped(1) : term);
    words.replace(QStringLiteral("\\ "), QStringLiteral("[\\s-]"));
    return QRegularExpression(NotWordBefore + words + (open ? QStringLiteral("\\p{L}*") : QStringLiteral("(?:e?s)?"))
                                  + NotWordAfter,
                              Words);
}

// The glossary's words in a translation: whole words, or any ending after a trailing *.
bool hasWords(const QString &translation, const QString &words)
{
    const bool open = words.endsWith(u'*');
    const QString pattern = NotWordBefore + QRegularExpression::escape(open ? words.chopped(1) : words)
                            + (open ? QStringLiteral("\\p{L}*") : QString()) + NotWordAfter;
    return QRegularExpression(pattern, Words).match(translation).hasMatch();
}

} // namespace

QStringList glossaryProblems(const QByteArray &tsXml, const QList<GlossaryTerm> &glossary)
{
    QStringList problems;
    QList<QRegularExpression> patterns;
    for (const GlossaryTerm &term : glossary)
        patterns.append(term.english == u"*" ? QRegularExpression() : englishPattern(term.english));
    for (const Entry &entry : readEntries(tsXml)) {
        for (qsizetype i = 0; i < glossary.size(); ++i) {
            const GlossaryTerm &term = glossary.at(i);
            if (term.english != u"*" && !patterns.at(i).match(entry.source).hasMatch())
                continue;
            for (QString form : entry.forms) {
                form.remove(u'&');   // a mnemonic inside a word ("Reem&bolsar") is still the word
                const auto has = [&form](const QString &words) { return hasWords(form, words); };
                // A message may keep the English word itself: an option's value or a file's column.
                const bool keptAsCode = term.english != u"*" && patterns.at(i).match(form).hasMatch();
                if (!term.required.isEmpty() && !keptAsCode && std::none_of(term.required.cbegin(), term.required.cend(), has))
                    problems.append(QStringLiteral("glossary: “%1” is “%2” in %3 → %4")
                                        .arg(term.english, term.required.join(u" | "), quoted(entry.source), quoted(form)));
                for (const QString &variant : term.forbidden) {
                    if (has(variant))
                        problems.append(QStringLiteral("glossary: “%1” is never “%2” in %3 → %4")
                                            .arg(term.english, variant, quoted(entry.source), quoted(form)));
                }
            }
        }
    }
    return problems;
}

QStringList acceleratorClashes(const QByteArray &tsXml, const QList<Screen> &screens)
{
    const QList<Entry> entries = readEntries(tsXml);
    QSet<QString> splitContexts;
    QSet<std::pair<QString, QString>> onSomeScreen;
    for (const Screen &screen : screens) {
        for (const ScreenPart &part : screen.parts) {
            splitContexts.insert(part.context);
            for (const QString &source : part.sources)
                onSomeScreen.insert({part.context, source});
        }
    }
    // Every context not split into screens is one screen: a dialog with its own widgets.
    QStringList problems;
    QList<std::pair<QString, QList<const Entry *>>> shown;
    QHash<QString, qsizetype> ownScreen;
    for (const Entry &entry : entries) {
        if (splitContexts.contains(entry.context)) {
            if (hasMnemonic(entry.source) && !onSomeScreen.contains({entry.context, entry.source}))
                problems.append(QStringLiteral("%1 %2 has a mnemonic but is on no screen of the table")
                                    .arg(entry.context, quoted(entry.source)));
            continue;
        }
        if (!ownScreen.contains(entry.context)) {
            ownScreen.insert(entry.context, shown.size());
            shown.append({entry.context, {}});
        }
        shown[ownScreen.value(entry.context)].second.append(&entry);
    }
    for (const Screen &screen : screens) {
        QList<const Entry *> together;
        for (const ScreenPart &part : screen.parts) {
            for (const QString &source : part.sources) {
                const auto found = std::find_if(entries.cbegin(), entries.cend(), [&](const Entry &entry) {
                    return entry.context == part.context && entry.source == source;
                });
                if (found == entries.cend())
                    problems.append(QStringLiteral("the screen “%1” names %2 %3, which the file does not have")
                                        .arg(screen.name, part.context, quoted(source)));
                else
                    together.append(&*found);
            }
        }
        shown.append({screen.name, together});
    }
    for (const auto &[name, together] : std::as_const(shown)) {
        QHash<QString, const Entry *> byLetter;
        for (const Entry *entry : together) {
            const QString letter = mnemonic(entry->forms.value(0));
            if (letter.isEmpty())
                continue;
            if (const Entry *other = byLetter.value(letter))
                problems.append(QStringLiteral("accelerator &%1 twice on %2: %3 → %4 and %5 → %6")
                                    .arg(letter.toUpper(), name, quoted(other->source), quoted(other->forms.value(0)),
                                         quoted(entry->source), quoted(entry->forms.value(0))));
            else
                byLetter.insert(letter, entry);
        }
    }
    return problems;
}

} // namespace dd::test
