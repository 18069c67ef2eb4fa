// The audit trail's action and result codes read as words in every language: the codes stay in
// the rows (they are hash-chained data), the viewer translates them. The codes are found in the
// sources that write audit rows, so a new refusal code without words fails here.
#include "ui/access/auditlabels.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>
#include <QtTest>

#include <memory>
#include <utility>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

QString readSource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// u"CODE"_s or QStringLiteral("CODE")
const QString Literal = uR"re((?:u"([^"\\]*)"_s|QStringLiteral\("([^"\\]*)"\)))re"_s;

QString literalText(const QRegularExpressionMatch &match)
{
    return match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
}

// Codes written into audit rows by the layers that write them: the result of
// `audit(…, CODE);` / `refuse(…, CODE);` and of `entry.result = …;` / `receipt.result = …;`,
// every literal a `…ResultCode()` function returns, and the action of `audit(CODE, …)`,
// `entry.action = CODE;` and operationActionCode().
struct WrittenCodes
{
    QSet<QString> actions;
    QSet<QString> results;
};

WrittenCodes writtenCodes()
{
    WrittenCodes codes;
    static const QRegularExpression call(uR"re(\b(?:audit|refuse)\((?:[^;]*?[,?:]\s*)?)re"_s + Literal + uR"re(\)+;)re"_s);
    static const QRegularExpression assigned(uR"re(\b(?:entry|receipt)\.(result|action)\s*=([^;]*);)re"_s);
    static const QRegularExpression literal(Literal);
    static const QRegularExpression actionFirst(uR"re(\baudit\((?:[\w.()>-]*,\s*)?)re"_s + Literal + u","_s);
    static const QRegularExpression operationAction(uR"re(case OperationCall::Action::\w+: return )re"_s + Literal);
    static const QRegularExpression resultCodeFunction(uR"re(\bQString \w+ResultCode\([^)]*\)\s*\{(.*?)\n\})re"_s,
                                                       QRegularExpression::DotMatchesEverythingOption);
    for (const char *layer : {"core", "app", "ui"}) {
        QDirIterator it(QStringLiteral(DIRECTDESK_SOURCE_DIR "/") + QLatin1String(layer), {u"*.cpp"_s},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString code = readSource(it.next());
            for (auto m = call.globalMatch(code); m.hasNext();)
                codes.results.insert(literalText(m.next()));
            for (auto m = actionFirst.globalMatch(code); m.hasNext();)
                codes.actions.insert(literalText(m.next()));
            for (auto m = operationAction.globalMatch(code); m.hasNext();)
                codes.actions.insert(literalText(m.next()));
            for (auto f = resultCodeFunction.globalMatch(code); f.hasNext();) {
                const QString body = f.next().captured(1);
                for (auto l = literal.globalMatch(body); l.hasNext();)
                    codes.results.insert(literalText(l.next()));
            }
            for (auto m = assigned.globalMatch(code); m.hasNext();) {
                const QRegularExpressionMatch assignment = m.next();
                QSet<QString> &into = assignment.captured(1) == u"result" ? codes.results : codes.actions;
                for (auto l = literal.globalMatch(assignment.captured(2)); l.hasNext();)
                    into.insert(literalText(l.next()));
            }
        }
    }
    return codes;
}

// A code with a trailing ": " is a prefix with text after it ("failed: disk full").
QString sampleOf(const QString &code)
{
    return code.endsWith(u": ") ? code + u"disk full" : code;
}

} // namespace

class TestAuditLabels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_codes = writtenCodes();
        // The scan finds what the access rules, the payment operations and the team's action
        // requests write.
        for (const QString &code : {u"FORBIDDEN"_s, u"SELF_APPROVAL"_s, u"NOT_AWAITING"_s, u"NO_SUCH_REQUEST"_s,
                                    u"NOT_SIGNED_IN"_s, u"applied"_s, u"failed: "_s, u"match"_s, u"REQUESTED"_s,
                                    u"HELD"_s, u"SERVER_ERROR"_s})
            QVERIFY2(m_codes.results.contains(code), qPrintable(code));
        for (const QString &code : {u"refund_approve"_s, u"refund_reject"_s, u"capture"_s, u"reconcile"_s,
                                    u"access_denied"_s, u"audit_export"_s, u"action_request"_s})
            QVERIFY2(m_codes.actions.contains(code), qPrintable(code));
    }

    void everyWrittenCodeReadsAsWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("results");   // else the actions
        for (const QString &language : {u"en"_s, u"pt_BR"_s, u"es"_s}) {
            QTest::addRow("results, %s", qPrintable(language)) << language << true;
            QTest::addRow("actions, %s", qPrintable(language)) << language << false;
        }
    }

    // Neither the code itself nor, in pt_BR and es, the English words.
    void everyWrittenCodeReadsAsWords()
    {
        QFETCH(QString, language);
        QFETCH(bool, results);
        const QSet<QString> &codes = results ? m_codes.results : m_codes.actions;
        const auto label = [results](const QString &code) {
            return results ? auditResultLabel(sampleOf(code)) : auditActionLabel(code);
        };
        QMap<QString, QString> english;
        for (const QString &code : codes)
            english.insert(code, label(code));
        const auto installed = install(language);
        QStringList raw;
        for (const QString &code : codes) {
            const QString shown = label(code);
            if (shown == (results ? sampleOf(code) : code) || (language != u"en" && shown == english.value(code)))
                raw.append(code + u" → " + shown);
        }
        QVERIFY2(raw.isEmpty(), qPrintable(u"Shown as codes or in English: "_s + raw.join(u", ")));
    }

    void refusalsOfApprovals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en forbidden") << u"en"_s << u"FORBIDDEN"_s << u"Refused: the role does not allow it"_s;
        QTest::newRow("es forbidden") << u"es"_s << u"FORBIDDEN"_s << u"Denegado: el rol no lo permite"_s;
        QTest::newRow("pt_BR self-approval") << u"pt_BR"_s << u"SELF_APPROVAL"_s
                                             << u"Recusado: quem solicitou não pode decidir"_s;
        QTest::newRow("es not awaiting") << u"es"_s << u"NOT_AWAITING"_s << u"Denegado: la solicitud ya se decidió"_s;
        QTest::newRow("pt_BR no such request") << u"pt_BR"_s << u"NO_SUCH_REQUEST"_s
                                               << u"Recusado: não existe solicitação com este número"_s;
        QTest::newRow("es failed export keeps its error") << u"es"_s << u"failed: disk full"_s
                                                          << u"Falló: disk full"_s;
        QTest::newRow("a gateway code stays as it is") << u"pt_BR"_s << u"BP-R-13"_s << u"BP-R-13"_s;
    }

    void refusalsOfApprovals()
    {
        QFETCH(QString, language);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const auto installed = install(language);
        QCOMPARE(auditResultLabel(code), expected);
    }

    // An attempt is named as an attempt: the result column says whether it was approved.
    void approvalActionsNameTheAttempt_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("approve");
        QTest::addColumn<QString>("reject");
        QTest::newRow("es") << u"es"_s << u"Aprobar reembolso"_s << u"Rechazar reembolso"_s;
        QTest::newRow("pt_BR") << u"pt_BR"_s << u"Aprovar estorno"_s << u"Rejeitar estorno"_s;
    }

    void approvalActionsNameTheAttempt()
    {
        QFETCH(QString, language);
        QFETCH(QString, approve);
        QFETCH(QString, reject);
        const auto installed = install(language);
        QCOMPARE(auditActionLabel(u"refund_approve"_s), approve);
        QCOMPARE(auditActionLabel(u"refund_reject"_s), reject);
    }

private:
    // DirectDesk's translation for the language, installed while the returned object lives.
    static std::shared_ptr<QTranslator> install(const QString &language)
    {
        if (language == u"en")
            return {};
        auto translator = std::shared_ptr<QTranslator>(new QTranslator, [](QTranslator *installed) {
            QCoreApplication::removeTranslator(installed);
            delete installed;
        });
        if (!translator->load(QLocale(language), u"directdesk"_s, u"_"_s, QStringLiteral(DIRECTDESK_BINARY_DIR "/translations"))
            || !QCoreApplication::installTranslator(translator.get()))
            qFatal("directdesk_%s.qm is not in the build tree", qPrintable(language));
        return translator;
    }

    WrittenCodes m_codes;
};

QTEST_GUILESS_MAIN(TestAuditLabels)
#include "tst_auditlabels.moc"
