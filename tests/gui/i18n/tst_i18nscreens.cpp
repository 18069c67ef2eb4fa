// The main window and the refund dialog in English, Brazilian Portuguese and Spanish: screenshots
// for docs/screenshots/ and a check that no translated text is cut off.
#include "installedlanguage.h"
#include "layoutcheck.h"
#include "operationstestenv.h"

#include "core/domain/payment.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/languagemenu.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentstableview.h"

#include <QApplication>
#include <QDir>
#include <QItemSelectionModel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <array>

using namespace dd;
using namespace dd::test;

namespace {

// docs/screenshots/ when DIRECTDESK_UPDATE_SCREENSHOTS=1 (the committed pictures); otherwise the
// build tree, so that an ordinary test run leaves the checkout clean.
QString shotDir()
{
    return qEnvironmentVariableIntValue("DIRECTDESK_UPDATE_SCREENSHOTS") == 1
               ? QStringLiteral(DIRECTDESK_SOURCE_DIR "/docs/screenshots")
               : QStringLiteral(DIRECTDESK_BINARY_DIR "/screenshots");
}

using dd::test::InstalledLanguage;

void save(QWidget &widget, const QString &name)
{
    QVERIFY(QDir().mkpath(shotDir()));
    const QString path = shotDir() + u'/' + name;
    QVERIFY2(widget.grab().save(path), qPrintable(path));
}

} // namespace

class TestI18nScreens : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The same look on every machine: Fusion, a fixed font size.
        QApplication::setStyle(QStringLiteral("Fusion"));
        QFont font = QApplication::font();
        font.setPointSize(9);
        QApplication::setFont(font);
        m_env = std::make_unique<OperationsTestEnvironment>(3000);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
        const QList<std::array<QString, 4>> payments = {
            {u"br"_qs, u"BRL"_qs, u"2188.90"_qs, u"confirm"_qs}, {u"mx"_qs, u"MXN"_qs, u"1499.00"_qs, u"confirm"_qs},
            {u"br"_qs, u"BRL"_qs, u"89.90"_qs, u"authorize"_qs}, {u"co"_qs, u"USD"_qs, u"35.00"_qs, u"confirm"_qs},
            {u"br"_qs, u"BRL"_qs, u"1234.56"_qs, u"confirm"_qs}};
        for (const auto &p : payments) {
            const QString hash = m_env->createCardPayment(p[3] == u"confirm", p[0], p[1], p[2]);
            QVERIFY(!hash.isEmpty());
            const std::optional<Payment> imported = m_env->importPayment(hash);
            QVERIFY(imported);
            if (p[0] == u"br" && p[3] == u"confirm")
                m_refundable = *imported;
        }
        QVERIFY(m_env->importPayment(m_env->createVoucherPayment()));
    }

    void cleanupTestCase() { m_env.reset(); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("en") << u"en"_qs << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("pt_BR") << u"pt_BR"_qs << QLocale(QLocale::Portuguese, QLocale::Brazil);
        QTest::newRow("es") << u"es"_qs << QLocale(QLocale::Spanish, QLocale::Mexico);
    }

    void mainWindow_data() { languages_data(); }
    void mainWindow()
    {
        QFETCH(QString, language);
        QFETCH(QLocale, locale);
        InstalledLanguage installed(locale);
        QVERIFY(installed.ownLoaded() || language == u"en");
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        MainWindow window(settings);
        window.attach({&m_env->payments(), &m_env->operations(), &m_env->client()});
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PaymentsTableView *view = window.paymentsView();
        QTRY_VERIFY(view->model()->rowCount() >= 6);
        view->selectionModel()->setCurrentIndex(view->model()->index(0, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY(window.currentPayment().has_value());
        QApplication::processEvents();
        if (language != u"en")
            QVERIFY2(window.menuBar()->actions().first()->text() != u"&File", "the window is not translated");
        save(window, u"i18n-main-window-"_qs + language + u".png");
        const QStringList problems = cutOffTexts(window);
        QVERIFY2(problems.isEmpty(), qPrintable(u"Cut off in "_qs + language + u":\n  " + problems.join(u"\n  ")));
    }

    void refundDialog_data() { languages_data(); }
    void refundDialog()
    {
        QFETCH(QString, language);
        QFETCH(QLocale, locale);
        InstalledLanguage installed(locale);
        RefundDialog dialog(m_env->operations(), m_refundable);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Partial refund with an amount typed the locale's way: every field is shown.
        auto *partial = dialog.findChild<QRadioButton *>(QStringLiteral("partialRefundRadio"));
        QVERIFY(partial);
        partial->setChecked(true);
        auto *amount = dialog.findChild<QLineEdit *>(QStringLiteral("amountEdit"));
        QVERIFY(amount);
        amount->setText(locale.toString(25.5, 'f', 2));
        QApplication::processEvents();
        save(dialog, u"i18n-refund-dialog-"_qs + language + u".png");
        const QStringList problems = cutOffTexts(dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(u"Cut off in "_qs + language + u":\n  " + problems.join(u"\n  ")));
    }

    // Each country's bank-details form (its own fields and words) fits in every language.
    void bankFormsFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("country");
        for (const char *country : {"cl", "co", "mx"}) {
            QTest::addRow("en %s", country) << u"en"_qs << QLocale(QLocale::English, QLocale::UnitedStates)
                                            << QString::fromLatin1(country);
            QTest::addRow("pt_BR %s", country) << u"pt_BR"_qs << QLocale(QLocale::Portuguese, QLocale::Brazil)
                                               << QString::fromLatin1(country);
            QTest::addRow("es %s", country) << u"es"_qs << QLocale(QLocale::Spanish, QLocale::Chile)
                                            << QString::fromLatin1(country);
        }
    }

    void bankFormsFit()
    {
        QFETCH(QString, language);
        QFETCH(QLocale, locale);
        QFETCH(QString, country);
        InstalledLanguage installed(locale);
        Payment payment = m_refundable;
        payment.country = country;
        RefundDialog dialog(m_env->operations(), payment);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("holderDocumentEdit")));
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("bankBranchEdit")));
        QApplication::processEvents();
        const QStringList problems = cutOffTexts(dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(u"Cut off in "_qs + language + u' ' + country + u":\n  " + problems.join(u"\n  ")));
    }

    // Settings ▸ Language ▸ Region stores the region for the next start and says so.
    void regionMenuStoresTheChoice()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        MainWindow window(settings);
        auto *menu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        auto *system = menu->findChild<QAction *>(QStringLiteral("regionAction_system"));
        auto *chile = menu->findChild<QAction *>(QStringLiteral("regionAction_CL"));
        QVERIFY(system && chile && menu->findChild<QAction *>(QStringLiteral("regionAction_MX")));
        QVERIFY(system->isChecked());
        QVERIFY(chile->text().contains(u"Chile"));
        MessageBox::clearShownTexts();
        MessageBox::setNextAnswer(QMessageBox::Ok);
        chile->trigger();
        QCOMPARE(LanguageMenu::storedRegion(settings), u"CL"_qs);
        QCOMPARE(MessageBox::shownTexts().size(), 1);
        QVERIFY(MessageBox::shownTexts().first().contains(u"restart"));
        MessageBox::setNextAnswer(QMessageBox::Ok);
        system->trigger();
        QCOMPARE(LanguageMenu::storedRegion(settings), QString());
        settings.setValue(QStringLiteral("ui/region"), QStringLiteral("ZZ"));
        QCOMPARE(LanguageMenu::storedRegion(settings), QString());
        MessageBox::setNextAnswer(QMessageBox::NoButton);
    }

    // Settings ▸ Language stores the choice for the next start and says so; "System language" forgets it.
    void languageMenuStoresTheChoice()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        MainWindow window(settings);
        auto *menu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QVERIFY(window.findChild<QMenu *>(QStringLiteral("settingsMenu"))->actions().contains(menu->menuAction()));
        auto *system = menu->findChild<QAction *>(QStringLiteral("languageAction_system"));
        auto *portuguese = menu->findChild<QAction *>(QStringLiteral("languageAction_pt_BR"));
        auto *note = menu->findChild<QAction *>(QStringLiteral("languageRestartNote"));
        QVERIFY(system && portuguese && note && menu->findChild<QAction *>(QStringLiteral("languageAction_es")));
        QVERIFY(system->isChecked());
        QVERIFY(!note->isEnabled());
        QVERIFY(note->text().contains(u"restart"));

        MessageBox::clearShownTexts();
        MessageBox::setNextAnswer(QMessageBox::Ok);
        portuguese->trigger();
        QCOMPARE(LanguageMenu::storedLanguage(settings), u"pt_BR"_qs);
        QVERIFY(portuguese->isChecked());
        QCOMPARE(MessageBox::shownTexts().size(), 1);
        QVERIFY(MessageBox::shownTexts().first().contains(u"restart"));

        MessageBox::setNextAnswer(QMessageBox::Ok);
        system->trigger();
        QCOMPARE(LanguageMenu::storedLanguage(settings), QString());
        QVERIFY(!settings.contains(QStringLiteral("ui/language")));
        // A value DirectDesk does not ship is ignored.
        settings.setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(LanguageMenu::storedLanguage(settings), QString());
        MessageBox::setNextAnswer(QMessageBox::NoButton);
    }

private:
    std::unique_ptr<OperationsTestEnvironment> m_env;
    Payment m_refundable;
};

QTEST_MAIN(TestI18nScreens)
#include "tst_i18nscreens.moc"
