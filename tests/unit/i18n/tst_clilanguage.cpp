// directdesk-cli speaks the language of LC_ALL / LC_MESSAGES / LANG, or of --lang anywhere on its
// command line.
#include <QProcess>
#include <QtTest>

class TestCliLanguage : public QObject
{
    Q_OBJECT

private slots:
    void helpInTheChosenLanguage_data()
    {
        QTest::addColumn<QStringList>("environment");   // NAME=value, added to a clean locale
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("C") << QStringList{u"LC_ALL=C"_qs} << QStringList{u"--help"_qs} << 0
                           << u"Run `directdesk-cli <command> --help`"_qs;
        QTest::newRow("LANG pt_BR") << QStringList{u"LANG=pt_BR.UTF-8"_qs} << QStringList{u"--help"_qs} << 0
                                    << u"Execute `directdesk-cli <comando> --help`"_qs;
        QTest::newRow("LC_ALL es_MX wins over LANG") << QStringList{u"LANG=pt_BR.UTF-8"_qs, u"LC_ALL=es_MX.UTF-8"_qs}
                                                     << QStringList{u"--help"_qs} << 0
                                                     << u"Ejecute `directdesk-cli <comando> --help`"_qs;
        QTest::newRow("--lang before") << QStringList{u"LC_ALL=C"_qs} << QStringList{u"--lang"_qs, u"es"_qs, u"--help"_qs}
                                       << 0 << u"Ejecute"_qs;
        QTest::newRow("--lang= wins over LANG") << QStringList{u"LANG=es_MX.UTF-8"_qs}
                                                << QStringList{u"--help"_qs, u"--lang=pt_BR"_qs} << 0 << u"Execute"_qs;
        QTest::newRow("unknown command translated") << QStringList{u"LC_ALL=C"_qs}
                                                    << QStringList{u"frobnicate"_qs, u"--lang"_qs, u"pt_BR"_qs} << 2
                                                    << u"Comando desconhecido: frobnicate"_qs;
        QTest::newRow("command help translated") << QStringList{u"LC_ALL=C"_qs}
                                                 << QStringList{u"--lang=es"_qs, u"query"_qs, u"--help"_qs} << 0
                                                 << u"Consulta un pago"_qs;
        QTest::newRow("--lang without a language") << QStringList{u"LC_ALL=C"_qs} << QStringList{u"--lang"_qs} << 2
                                                   << u"--lang needs a language"_qs;
    }

    void helpInTheChosenLanguage()
    {
        QFETCH(QStringList, environment);
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
            env.remove(QString::fromLatin1(name));
        for (const QString &pair : environment)
            env.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
        QProcess cli;
        cli.setProcessEnvironment(env);
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(QStringLiteral(DIRECTDESK_CLI), arguments);
        QVERIFY(cli.waitForFinished(30000));
        const QString output = QString::fromUtf8(cli.readAll());
        QVERIFY2(output.contains(expected), qPrintable(output));
        QCOMPARE(cli.exitCode(), exitCode);
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
