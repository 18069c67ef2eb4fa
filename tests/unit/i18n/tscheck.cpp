#include "tscheck.h"

#include <QRegularExpression>

#include <algorithm>
#include <QSet>
#include <QXmlStreamReader>

namespace dd::test {

namespace {

struct Entry
{
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

bool hasMnemonic(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression pattern(QStringLiteral("&[^\\s&;]"));
    // "&amp;" never reaches here (the reader decodes it); "&nbsp;"-like entities have a ';'.
    return pattern.match(text).hasMatch();
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
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto name = reader.name();
            if (name == u"message") {
                current = Entry{};
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
        }
    }
    if (reader.hasError())
        entries.append(Entry{QStringLiteral("(the file is not valid XML: %1)").arg(reader.errorString()),
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

} // namespace dd::test
