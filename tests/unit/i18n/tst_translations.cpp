// Every user-visible string of the app and the CLI has a finished pt_BR and es translation, and
// every plural one ("%n payment(s)") its English singular and plural (directdesk_en.ts, plurals only).
// lupdate runs over the same sources as the update_translations target, into a copy of each
// committed .ts file, so a tr() string added without a translation shows up as unfinished here.
#include "tscheck.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace dd::test;

namespace {

const QString Lupdate = QStringLiteral(DIRECTDESK_LUPDATE);
const QString SourcesList = QStringLiteral(DIRECTDESK_TRANSLATED_SOURCES_LIST);
const QString SourceDir = QStringLiteral(DIRECTDESK_SOURCE_DIR);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// lupdate [-pluralonly] -no-obsolete -locations none <sources> -ts <copy>; returns its output on failure.
QString runLupdate(const QStringList &sources, const QString &tsFile, bool pluralOnly = false)
{
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    QStringList options{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                        QStringLiteral("-silent"), QStringLiteral("-I"), SourceDir};
    if (pluralOnly)
        options.prepend(QStringLiteral("-pluralonly"));
    lupdate.start(Lupdate, options + sources + QStringList{QStringLiteral("-ts"), tsFile});
    if (!lupdate.waitForFinished(120000) || lupdate.exitStatus() != QProcess::NormalExit || lupdate.exitCode() != 0)
        return QString::fromLocal8Bit(lupdate.readAll()) + lupdate.errorString();
    return {};
}

QByteArray tsEntry(const QString &source, const QString &translation, const QString &attributes = {})
{
    return QStringLiteral("<message><source>%1</source><translation%3>%2</translation></message>")
        .arg(source.toHtmlEscaped(), translation.toHtmlEscaped(), attributes)
        .toUtf8();
}

QByteArray tsFile(const QByteArray &messages)
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?><!DOCTYPE TS><TS version=\"2.1\" language=\"pt_BR\">"
           "<context><name>ctx</name>"
        + messages + "</context></TS>";
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void committedFilesAreCompleteAfterLupdate_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("pluralOnly");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << false;
        QTest::newRow("es") << QStringLiteral("es") << false;
        QTest::newRow("en plurals") << QStringLiteral("en") << true;
    }

    void committedFilesAreCompleteAfterLupdate()
    {
        QFETCH(QString, language);
        QFETCH(bool, pluralOnly);
        const QString committed = SourceDir + u"/translations/directdesk_" + language + u".ts";
        QVERIFY2(QFile::exists(committed), qPrintable(committed));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(u"directdesk_" + language + u".ts");
        QVERIFY(QFile::copy(committed, copy));
        const QString failure = runLupdate({u"@"_qs + SourcesList}, copy, pluralOnly);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));

        const QByteArray refreshed = readFile(copy);
        const QStringList problems = translationProblems(refreshed);
        if (!problems.isEmpty()) {
            QFAIL(qPrintable(QStringLiteral("%1 of %2 entries of %3 are not ready after lupdate:\n  %4\n"
                                            "New or changed tr() strings need a translation: the translations "
                                            "engineer runs `cmake --build <dir> --target update_translations` and "
                                            "translates them (README ▸ Translations).")
                                 .arg(problems.size())
                                 .arg(translationEntryCount(refreshed))
                                 .arg(QFileInfo(committed).fileName(), problems.mid(0, 40).join(u"\n  "))));
        }
        const int stale = translationEntryCount(readFile(committed)) - translationEntryCount(refreshed);
        if (stale != 0)
            qWarning("%s keeps %d entries the sources no longer have: run update_translations",
                     qPrintable(QFileInfo(committed).fileName()), stale);
    }

    // A library added to the build must join translations/CMakeLists.txt's list of targets, or lupdate
    // never sees its strings and the next update_translations drops their translations as obsolete.
    void everyTranslatingSourceIsScanned()
    {
        QStringList scanned;
        for (const QByteArray &line : readFile(SourcesList).split('\n')) {
            if (!line.trimmed().isEmpty())
                scanned.append(QDir::cleanPath(QString::fromUtf8(line.trimmed())));
        }
        QVERIFY(!scanned.isEmpty());
        static const QRegularExpression translating(QStringLiteral(R"(\btr\(|QT_TR_NOOP|QCoreApplication::translate\()"));
        QStringList missing;
        for (const char *layer : {"app", "core", "models", "ui"}) {
            QDirIterator it(SourceDir + u'/' + QLatin1String(layer), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = QDir::cleanPath(it.next());
                // The sandbox's own program speaks English only, like the gateway it stands in for.
                if (path.endsWith(u"/app/sandbox_main.cpp"))
                    continue;
                if (!scanned.contains(path) && translating.match(QString::fromUtf8(readFile(path))).hasMatch())
                    missing.append(path.mid(SourceDir.size() + 1));
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"Not in translations/CMakeLists.txt's targets: "_qs + missing.join(u", ")));
    }

    // The check above can fail: a tr() string that no .ts file knows comes out of lupdate unfinished.
    void newStringWithoutTranslationIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString source = dir.filePath(QStringLiteral("fresh.cpp"));
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#include <QCoreApplication>\n"
                   "QString f() { return QCoreApplication::translate(\"ctx\", \"Already translated\"); }\n"
                   "QString g() { return QCoreApplication::translate(\"ctx\", \"A string added today\"); }\n");
        file.close();
        const QString ts = dir.filePath(QStringLiteral("directdesk_pt_BR.ts"));
        QFile tsOut(ts);
        QVERIFY(tsOut.open(QIODevice::WriteOnly));
        tsOut.write(tsFile(tsEntry(QStringLiteral("Already translated"), QStringLiteral("Já traduzido"))));
        tsOut.close();
        const QString failure = runLupdate({source}, ts);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QStringList problems = translationProblems(readFile(ts));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(u"unfinished: “A string added today”"), qPrintable(problems.first()));
    }

    void checkerRules_data()
    {
        QTest::addColumn<QByteArray>("messages");
        QTest::addColumn<QString>("problem");   // start of the one expected problem; empty: none
        QTest::newRow("finished") << tsEntry(u"&Refund %1…"_qs, u"&Estornar %1…"_qs) << QString();
        QTest::newRow("unfinished") << tsEntry(u"Refund"_qs, u"Estorno"_qs, u" type=\"unfinished\""_qs)
                                    << u"unfinished"_qs;
        QTest::newRow("vanished") << tsEntry(u"Refund"_qs, u"Estorno"_qs, u" type=\"vanished\""_qs) << u"vanished"_qs;
        QTest::newRow("empty") << tsEntry(u"Refund"_qs, u" "_qs) << u"empty translation"_qs;
        QTest::newRow("placeholder dropped") << tsEntry(u"Refund %1 of %2"_qs, u"Estorno de %2"_qs)
                                             << u"placeholders differ"_qs;
        QTest::newRow("placeholder added") << tsEntry(u"Refund"_qs, u"Estorno %1"_qs) << u"placeholders differ"_qs;
        QTest::newRow("mnemonic dropped") << tsEntry(u"&Refund…"_qs, u"Estornar…"_qs) << u"mnemonic"_qs;
        QTest::newRow("ampersand escaped is no mnemonic") << tsEntry(u"Q&&A"_qs, u"P e R"_qs) << QString();
        QTest::newRow("plural form empty")
            << QByteArray("<message numerus=\"yes\"><source>%n payment(s)</source><translation>"
                          "<numerusform>%n pagamento</numerusform><numerusform></numerusform></translation></message>")
            << u"empty translation"_qs;
        QTest::newRow("plural forms complete")
            << QByteArray("<message numerus=\"yes\"><source>%n payment(s) of %1</source><translation>"
                          "<numerusform>um pagamento de %1</numerusform><numerusform>%n pagamentos de %1</numerusform>"
                          "</translation></message>")
            << QString();
    }

    void checkerRules()
    {
        QFETCH(QByteArray, messages);
        QFETCH(QString, problem);
        const QStringList problems = translationProblems(tsFile(messages));
        if (problem.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.first().startsWith(problem), qPrintable(problems.first()));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
