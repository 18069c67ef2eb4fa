#include "trscan.h"

#include <QRegularExpression>

#include <algorithm>

namespace dd::test {

namespace {

// Setters and functions whose string argument the user reads.
const QString Calls = QStringLiteral(
    "setText|setWindowTitle|setToolTip|setPlaceholderText|setStatusTip|setWhatsThis|setTitle|addAction|addMenu|"
    "setLabelText|addTab|insertTab|setTabText|addItem|addItems|insertItem|setItemText|setHorizontalHeaderLabels|"
    "setHeaderLabels|setHeaderLabel|addRow|insertRow|showMessage|setSuffix|setPrefix|setSpecialValueText|"
    "setButtonText|information|warning|critical|question|about|setInformativeText|setDetailedText|"
    "setAccessibleName|setAccessibleDescription|getOpenFileName|getSaveFileName|getExistingDirectory|getText|"
    "setNameFilter|setDefaultSuffixText|setTitleText|setFormat");
// Widgets whose constructor takes the text they show.
const QString Constructors = QStringLiteral(
    "QLabel|QPushButton|QCheckBox|QRadioButton|QGroupBox|QAction|QMenu|QToolButton|QCommandLinkButton|"
    "QTreeWidgetItem|QListWidgetItem|QTableWidgetItem|QStandardItem");
const QString Literal = QStringLiteral(
    R"re((?:QStringLiteral\(\s*"((?:[^"\\]|\\.)*)"\s*\)|u"((?:[^"\\]|\\.)*)"_q?s|)re"
    R"re(QLatin1String(?:View)?\(\s*"((?:[^"\\]|\\.)*)"\s*\)|QString::fromUtf8\(\s*"((?:[^"\\]|\\.)*)"\s*\)|)re"
    R"re((?<![\w)\]])"((?:[^"\\]|\\.)*)"(?!\s*_)))re");

const QString PlainArguments = QStringLiteral("(?:[\\w\\->.*&:]+\\s*,\\s*){0,3}");
// Message boxes: the text may follow a translated title.
const QString BoxArguments =
    QStringLiteral("(?:(?:[\\w\\->.*&:]+|tr\\(\\s*\"(?:[^\"\\\\]|\\\\.)*\"\\s*\\))\\s*,\\s*){0,3}");

// The call, then up to three plain arguments (this, parent, a number) before the literal.
const QList<QRegularExpression> &patterns()
{
    static const QList<QRegularExpression> list{
        QRegularExpression(u"\\b(?:(?:"_qs + Calls + u")|new\\s+(?:"_qs + Constructors + u"))\\s*\\(\\s*"_qs
                           + PlainArguments + Literal),
        QRegularExpression(u"\\b(?:information|warning|critical|question|about)\\s*\\(\\s*"_qs + BoxArguments + Literal)};
    return list;
}

bool isWordy(const QString &text)
{
    static const QRegularExpression letters(QStringLiteral("\\p{L}{2,}"));
    return letters.match(text).hasMatch();
}

QString withoutComments(QString code)
{
    // Line comments out (keeping the line count); a "notr:" marker drops the whole line.
    static const QRegularExpression marked(QStringLiteral("^.*//\\s*notr:.*$"), QRegularExpression::MultilineOption);
    code.replace(marked, QString());
    static const QRegularExpression comment(QStringLiteral("(?<![:\"])//[^\\n]*"));
    return code.replace(comment, QString());
}

} // namespace

QList<UntranslatedLiteral> untranslatedLiterals(const QString &input)
{
    const QString code = withoutComments(input);
    QList<UntranslatedLiteral> found;
    QList<qsizetype> seen;
    for (const QRegularExpression &pattern : patterns()) {
        for (auto it = pattern.globalMatch(code); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            QString text;
            int group = 1;
            for (; group <= match.lastCapturedIndex() && text.isNull(); ++group)
                text = match.captured(group);
            const qsizetype at = match.capturedStart(group - 1);
            if (!isWordy(text) || seen.contains(at))
                continue;
            seen.append(at);
            found.append({int(code.left(at).count(u'\n')) + 1, text});
        }
    }
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.line < b.line; });
    return found;
}

QList<UntranslatedLiteral> hiddenContexts(const QString &input)
{
    const QString code = withoutComments(input);
    static const QRegularExpression call(QStringLiteral("\\btranslate\\(\\s*(?![\\s\"])([^,)]*)"));
    QList<UntranslatedLiteral> found;
    for (auto it = call.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        found.append({int(code.left(match.capturedStart(0)).count(u'\n')) + 1, match.captured(1)});
    }
    return found;
}

} // namespace dd::test
