// No user-visible string literal in ui/ or app/ reaches a widget without tr(): a source scan.
#include "trscan.h"

#include <QDirIterator>
#include <QFile>
#include <QtTest>

using namespace dd::test;

class TestTrScan : public QObject
{
    Q_OBJECT

private slots:
    void scannerRules_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("found");   // the literal reported; empty: nothing
        QTest::newRow("setText QStringLiteral") << u"label->setText(QStringLiteral(\"Refund\"));"_qs << u"Refund"_qs;
        QTest::newRow("setText plain") << u"label->setText(\"Refund\");"_qs << u"Refund"_qs;
        QTest::newRow("window title u_s") << u"setWindowTitle(u\"Capture payment\"_s);"_qs << u"Capture payment"_qs;
        QTest::newRow("message box title") << u"MessageBox::warning(this, QStringLiteral(\"Oops\"), tr(\"Text\"));"_qs
                                           << u"Oops"_qs;
        QTest::newRow("message box over lines")
            << u"QMessageBox::information(this,\n    tr(\"Title\"),\n    QStringLiteral(\"Not translated\"));"_qs
            << u"Not translated"_qs;
        QTest::newRow("addAction") << u"menu->addAction(QLatin1String(\"Export\"));"_qs << u"Export"_qs;
        QTest::newRow("new QPushButton") << u"auto *b = new QPushButton(QStringLiteral(\"Send\"), this);"_qs
                                         << u"Send"_qs;
        QTest::newRow("new QLabel fromUtf8") << u"new QLabel(QString::fromUtf8(\"Estado\"))"_qs << u"Estado"_qs;
        QTest::newRow("tool tip") << u"edit->setToolTip(\"Digits only\");"_qs << u"Digits only"_qs;
        QTest::newRow("placeholder") << u"edit->setPlaceholderText(QStringLiteral(\"Min amount\"));"_qs
                                     << u"Min amount"_qs;
        QTest::newRow("addItem") << u"combo->addItem(QStringLiteral(\"savings\"), 2);"_qs << u"savings"_qs;
        QTest::newRow("addItem data after tr") << u"combo->addItem(tr(\"Brazil\"), QStringLiteral(\"br\"));"_qs
                                               << QString();
        QTest::newRow("tr is fine") << u"label->setText(tr(\"Refund\"));"_qs << QString();
        QTest::newRow("translate is fine")
            << u"label->setText(QCoreApplication::translate(\"ctx\", \"Refund\"));"_qs << QString();
        QTest::newRow("symbols only") << u"label->setText(QStringLiteral(\"%1 / %2\"));"_qs << QString();
        QTest::newRow("dash") << u"label->setText(QStringLiteral(\"—\"));"_qs << QString();
        QTest::newRow("object name") << u"button->setObjectName(QStringLiteral(\"refundButton\"));"_qs << QString();
        QTest::newRow("variable") << u"label->setText(name);"_qs << QString();
        QTest::newRow("marked") << u"label->setText(QStringLiteral(\"DirectDesk\")); // notr: product name"_qs
                                << QString();
        QTest::newRow("commented out") << u"// label->setText(QStringLiteral(\"Old\"));"_qs << QString();
        QTest::newRow("icon path") << u"setWindowIcon(QIcon(QStringLiteral(\":/icons/app.svg\")));"_qs << QString();
    }

    void scannerRules()
    {
        QFETCH(QString, code);
        QFETCH(QString, found);
        const QList<UntranslatedLiteral> literals = untranslatedLiterals(code);
        if (found.isEmpty()) {
            QVERIFY2(literals.isEmpty(), qPrintable(literals.isEmpty() ? QString() : literals.first().text));
        } else {
            QCOMPARE(literals.size(), 1);
            QCOMPARE(literals.first().text, found);
        }
    }

    void reportsTheLine()
    {
        const auto literals = untranslatedLiterals(u"a();\nb();\nlabel->setText(\"Late\");\n"_qs);
        QCOMPARE(literals.size(), 1);
        QCOMPARE(literals.first().line, 3);
    }

    void hiddenContextRules_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("count");
        QTest::newRow("literal context") << u"QCoreApplication::translate(\"dd::Vault\", \"Locked\")"_qs << 0;
        QTest::newRow("variable text is fine") << u"QCoreApplication::translate(\"dd::ReportColumns\", header)"_qs << 0;
        QTest::newRow("variable context") << u"QCoreApplication::translate(context, \"Opened\")"_qs << 1;
        QTest::newRow("two") << u"translate(ctx, \"a\");\ntranslate(ctx, \"b\");"_qs << 2;
    }

    void hiddenContextRules()
    {
        QFETCH(QString, code);
        QFETCH(int, count);
        QCOMPARE(hiddenContexts(code).size(), count);
    }

    // Every translate() in the translated layers names its context literally.
    void contextsAreVisibleToLupdate_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char *folder : {"core", "models", "ui", "app"})
            QTest::newRow(folder) << QString::fromLatin1(folder);
    }

    void contextsAreVisibleToLupdate()
    {
        QFETCH(QString, folder);
        const QString root = QStringLiteral(DIRECTDESK_SOURCE_DIR) + u'/' + folder;
        QStringList offenders;
        QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            for (const UntranslatedLiteral &call : hiddenContexts(QString::fromUtf8(file.readAll())))
                offenders.append(QStringLiteral("%1:%2: translate(%3, …)")
                                     .arg(path.mid(root.size() - folder.size()))
                                     .arg(call.line)
                                     .arg(call.text));
        }
        QVERIFY2(offenders.isEmpty(),
                 qPrintable(u"Give translate() a literal context (\"dd::Class\") so lupdate sees the text:\n  "_qs
                            + offenders.join(u"\n  ")));
    }

    void uiAndAppWrapEveryVisibleLiteral_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::newRow("ui") << QStringLiteral("ui");
        QTest::newRow("app") << QStringLiteral("app");
    }

    void uiAndAppWrapEveryVisibleLiteral()
    {
        QFETCH(QString, folder);
        const QString root = QStringLiteral(DIRECTDESK_SOURCE_DIR) + u'/' + folder;
        QStringList offenders;
        int files = 0;
        QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            for (const UntranslatedLiteral &literal : untranslatedLiterals(QString::fromUtf8(file.readAll())))
                offenders.append(QStringLiteral("%1:%2: \"%3\"").arg(path.mid(root.size() - folder.size()))
                                     .arg(literal.line)
                                     .arg(literal.text));
        }
        QVERIFY2(files > 5, qPrintable(root));
        QVERIFY2(offenders.isEmpty(),
                 qPrintable(u"Wrap these in tr() (or mark a line `// notr: why`):\n  "_qs + offenders.join(u"\n  ")));
    }
};

QTEST_GUILESS_MAIN(TestTrScan)
#include "tst_trscan.moc"
