// Every user-visible string of the app and the CLI has a finished pt_BR and es translation, and
// every plural one ("%n payment(s)") its English singular and plural (directdesk_en.ts, plurals only).
// lupdate runs over the same sources as the update_translations target, into a copy of each
// committed .ts file, so a tr() string added without a translation shows up as unfinished here.
// Each translation follows its glossary (translations/glossary_<language>.tsv), and no screen of
// the program carries one mnemonic letter twice in it.
#include "tscheck.h"
#include "uiscreens.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace dd::test;
using namespace Qt::StringLiterals;

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

QByteArray tsFile(const QByteArray &messages, const QByteArray &moreContexts = {})
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?><!DOCTYPE TS><TS version=\"2.1\" language=\"pt_BR\">"
           "<context><name>ctx</name>"
        + messages + "</context>" + moreContexts + "</TS>";
}

QByteArray tsContext(const QByteArray &name, const QByteArray &messages)
{
    return "<context><name>" + name + "</name>" + messages + "</context>";
}

QList<GlossaryTerm> committedGlossary(const QString &language, QStringList *errors)
{
    return readGlossary(readFile(SourceDir + u"/translations/glossary_" + language + u".tsv"), errors);
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

    void committedFilesFollowTheGlossary_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("pt_BR") << u"pt_BR"_s;
        QTest::newRow("es") << u"es"_s;
    }

    void committedFilesFollowTheGlossary()
    {
        QFETCH(QString, language);
        QStringList errors;
        const QList<GlossaryTerm> glossary = committedGlossary(language, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        QVERIFY2(glossary.size() >= 10, "the glossary holds the payment terms");
        const QStringList problems =
            glossaryProblems(readFile(SourceDir + u"/translations/directdesk_" + language + u".ts"), glossary);
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.mid(0, 40).join(u"\n  ")));
    }

    void committedFilesHaveNoAcceleratorClash_data() { committedFilesFollowTheGlossary_data(); }
    void committedFilesHaveNoAcceleratorClash()
    {
        QFETCH(QString, language);
        const QStringList problems = acceleratorClashes(
            readFile(SourceDir + u"/translations/directdesk_" + language + u".ts"), directDeskScreens());
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  ")));
    }

    void glossaryRules_data()
    {
        QTest::addColumn<QByteArray>("glossary");
        QTest::addColumn<QByteArray>("messages");
        QTest::addColumn<QString>("problem");   // start of the one expected problem; empty: none
        const QByteArray amount = "amount*\tvalor*\tquantia*|montante\n";
        QTest::newRow("required word") << amount << tsEntry(u"Refund amount"_s, u"Valor do estorno"_s) << QString();
        QTest::newRow("required word missing")
            << amount << tsEntry(u"The amount is too large."_s, u"A soma é grande demais."_s)
            << u"glossary: “amount*” is “valor*”"_s;
        QTest::newRow("forbidden variant beside the required one")
            << amount << tsEntry(u"Amounts"_s, u"Valores (montante)"_s) << u"glossary: “amount*” is never “montante”"_s;
        QTest::newRow("an ending after *") << amount << tsEntry(u"Amounts"_s, u"Valores"_s) << QString();
        QTest::newRow("whole words without *")
            << QByteArray("e-wallet\tcarteira eletrônica\n") << tsEntry(u"E-wallet"_s, u"Carteira eletrônicas"_s)
            << u"glossary: “e-wallet” is"_s;
        QTest::newRow("plural and hyphen of the English term")
            << QByteArray("digital wallet\tcarteira digital|carteiras digitais\tcarteira eletrônica\n")
            << tsEntry(u"Digital-wallets"_s, u"Carteiras eletrônicas"_s) << u"glossary: “digital wallet” is"_s;
        QTest::newRow("case and mnemonic do not matter")
            << QByteArray("refund*\testorn*\n") << tsEntry(u"&Refund…"_s, u"Es&tornar…"_s) << QString();
        QTest::newRow("an option is not the term")
            << amount << tsEntry(u"--amount and --description are required."_s, u"--amount e --description são obrigatórios."_s)
            << QString();
        QTest::newRow("a field name is not the term")
            << amount << tsEntry(u"Columns: amount_ext"_s, u"Colunas: amount_ext"_s) << QString();
        QTest::newRow("the English word kept as a value")
            << QByteArray("refund*\testorn*\n")
            << tsEntry(u"Unknown --what (use payments, refunds or both)"_s, u"--what desconhecido (use payments, refunds ou both)"_s)
            << QString();
        QTest::newRow("another term's message is not checked")
            << QByteArray("voucher\tcupón|cupones\tficha*\n") << tsEntry(u"Amount"_s, u"Importe"_s) << QString();
        QTest::newRow("forbidden in every message")
            << QByteArray("*\t\tMayús|Intro\n") << tsEntry(u"Shift+Tab"_s, u"Mayús+Tab"_s)
            << u"glossary: “*” is never “Mayús”"_s;
        QTest::newRow("every plural form")
            << QByteArray("e-wallet\tcarteira eletrônica|carteiras eletrônicas\n")
            << QByteArray("<message numerus=\"yes\"><source>%n e-wallet(s).</source><translation>"
                          "<numerusform>%n carteira eletrônica.</numerusform><numerusform>%n carteiras digitais."
                          "</numerusform></translation></message>")
            << u"glossary: “e-wallet” is"_s;
    }

    void glossaryRules()
    {
        QFETCH(QByteArray, glossary);
        QFETCH(QByteArray, messages);
        QFETCH(QString, problem);
        QStringList errors;
        const QList<GlossaryTerm> terms = readGlossary(glossary, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        const QStringList problems = glossaryProblems(tsFile(messages), terms);
        if (problem.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.first().startsWith(problem), qPrintable(problems.first()));
        }
    }

    void glossaryLinesThatAreNotTerms_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("no required translation") << QByteArray("amount\n");
        QTest::newRow("empty required column") << QByteArray("amount\t\tquantia\n");
        QTest::newRow("four columns") << QByteArray("amount\tvalor\tquantia\textra\n");
        QTest::newRow("* with nothing forbidden") << QByteArray("*\t\t\n");
    }

    void glossaryLinesThatAreNotTerms()
    {
        QFETCH(QByteArray, line);
        QStringList errors;
        const QList<GlossaryTerm> terms = readGlossary("# a comment\n\nrefund*\testorn*\n" + line, &errors);
        QCOMPARE(terms.size(), 1);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().startsWith(u"line 4:"), qPrintable(errors.first()));
    }

    void acceleratorRules_data()
    {
        QTest::addColumn<QByteArray>("contexts");
        QTest::addColumn<QString>("problem");   // start of the one expected problem; empty: none
        const QByteArray refund = tsEntry(u"&Amount:"_s, u"&Monto:"_s) + tsEntry(u"&Reason:"_s, u"&Motivo:"_s);
        QTest::newRow("one dialog, one letter twice") << tsContext("dd::RefundDialog", refund)
                                                      << u"accelerator &M twice on dd::RefundDialog"_s;
        QTest::newRow("one dialog, letters apart")
            << tsContext("dd::RefundDialog", tsEntry(u"&Amount:"_s, u"Mo&nto:"_s) + tsEntry(u"&Reason:"_s, u"&Motivo:"_s))
            << QString();
        QTest::newRow("two dialogs may share")
            << tsContext("dd::RefundDialog", tsEntry(u"&Amount:"_s, u"&Monto:"_s))
                   + tsContext("dd::CaptureDialog", tsEntry(u"&Amount (%1):"_s, u"&Monto (%1):"_s))
            << QString();
        QTest::newRow("upper and lower case are one key")
            << tsContext("dd::UnlockDialog", tsEntry(u"&Unlock"_s, u"&Desbloquear"_s) + tsEntry(u"&Quit"_s, u"Sali&d"_s))
            << u"accelerator &D twice on dd::UnlockDialog"_s;
        QTest::newRow("&& is no mnemonic")
            << tsContext("dd::UnlockDialog", tsEntry(u"&Unlock"_s, u"&Desbloquear"_s) + tsEntry(u"Q&&A"_s, u"D&&A"_s))
            << QString();
        const QByteArray card = tsEntry(u"Card &form:"_s, u"Forma de la tar&jeta:"_s)
                                + tsEntry(u"Card &number:"_s, u"Número de t&arjeta:"_s)
                                + tsEntry(u"&Holder name:"_s, u"Nom&bre del titular:"_s)
                                + tsEntry(u"&Expiry (MM/YYYY):"_s, u"V&encimiento (MM/AAAA):"_s)
                                + tsEntry(u"C&VV:"_s, u"C&VV:"_s) + tsEntry(u"&Token:"_s, u"To&ken:"_s)
                                + tsEntry(u"Token &number:"_s, u"Número del to&ken:"_s)
                                + tsEntry(u"Cryp&togram:"_s, u"Cripto&grama:"_s)
                                + tsEntry(u"Token e&xpiry (MM/YYYY):"_s, u"&Vencimiento del token (MM/AAAA):"_s)
                                + tsEntry(u"Ori&ginal BIN:"_s, u"BIN origin&al:"_s)
                                + tsEntry(u"Original &last four:"_s, u"Último&s cuatro originales:"_s)
                                + tsEntry(u"&ECI:"_s, u"&ECI:"_s) + tsEntry(u"&Wallet:"_s, u"&Billetera:"_s);
        QTest::newRow("pages of a stacked form may share") << tsContext("dd::CardFormWidget", card) << QString();
        QTest::newRow("a dialog and the widget inside it")
            << tsContext("dd::CardFormWidget", card)
                   + tsContext("dd::NewPaymentDialog", tsEntry(u"C&urrency:"_s, u"Mon&eda:"_s))
            << u"accelerator &E twice on new payment, card number"_s;
        QTest::newRow("items of different menus may share")
            << tsContext("dd::PaymentActions", tsEntry(u"&Lock"_s, u"&Bloquear"_s) + tsEntry(u"&Find…"_s, u"&Buscar…"_s))
            << QString();
        QTest::newRow("items of one menu")
            << tsContext("dd::PaymentActions", tsEntry(u"&Lock"_s, u"&Bloquear"_s) + tsEntry(u"&Quit"_s, u"&Bye"_s))
            << u"accelerator &B twice on File menu"_s;
        QTest::newRow("a screen names a message the file lacks")
            << tsContext("dd::PaymentActions", tsEntry(u"&Lock"_s, u"&Bloquear"_s))
            << u"the screen “new payment, card number” names dd::NewPaymentDialog “&Create payment”"_s;
        QTest::newRow("an item no screen places")
            << tsContext("dd::LanguageMenu", tsEntry(u"&Keyboard layout"_s, u"&Teclado"_s))
            << u"dd::LanguageMenu “&Keyboard layout” has a mnemonic but is on no screen"_s;
    }

    void acceleratorRules()
    {
        QFETCH(QByteArray, contexts);
        QFETCH(QString, problem);
        const QStringList problems = acceleratorClashes(tsFile({}, contexts), directDeskScreens());
        // The sample holds a few messages; the table's screens name many more, which the sample lacks.
        QStringList relevant;
        for (const QString &line : problems) {
            if (!line.startsWith(u"the screen ") || problem.startsWith(u"the screen "))
                relevant.append(line);
        }
        if (problem.isEmpty()) {
            QVERIFY2(relevant.isEmpty(), qPrintable(relevant.join(u'\n')));
        } else {
            QVERIFY2(!relevant.isEmpty(), "no problem reported");
            QVERIFY2(relevant.first().startsWith(problem), qPrintable(relevant.join(u'\n')));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
