// The window's side of the forms, against the in-process sandbox and a fresh temporary cache: a
// payment created from the window (Mexico's OXXO voucher) opens in the detail pane with its row
// selected, and Settings ▸ Language checks the language the interface is in.

#include "dialogtesthelpers.h"
#include "operationstestenv.h"

#include "core/cache/cachesession.h"
#include "models/paymenttablemodel.h"
#include "ui/detailpane.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/languagemenu.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

// Runs `act` on the next modal dialog, from inside its exec().
void whenModal(std::function<void(QWidget *)> act)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

QString selectedHash(MainWindow &window)
{
    const QModelIndexList rows = window.paymentsView()->selectionModel()->selectedRows();
    return rows.size() == 1 ? window.paymentModel()->hashAt(rows.first().row()) : QString();
}

} // namespace

class TestWindowForms : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init()
    {
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        MessageBox::clearShownTexts();
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(u"ui.ini"_s), QSettings::IniFormat);
    }

    void cleanup()
    {
        m_settings.reset();
        MessageBox::setNextAnswer(QMessageBox::NoButton);
    }

    // Payment ▸ New payment… creates an OXXO voucher; the window then shows it in the detail pane
    // with its row selected, though another row was selected before, and keeps it through the
    // table's refresh.
    void newPaymentOpensSelected()
    {
        OperationsTestEnvironment env(3000);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        const QString earlier = env.createCardPayment(true);
        QVERIFY(env.importPayment(earlier));
        MainWindow window(*m_settings);
        window.attach({&env.payments(), &env.operations(), &env.client()});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.paymentModel()->rowOfHash(earlier) >= 0);
        window.paymentsView()->selectRow(window.paymentModel()->rowOfHash(earlier));
        QTRY_COMPARE(window.detailPane()->shownHash().value_or(QString()), earlier);

        QString created;
        bool scripted = false;
        whenModal([&](QWidget *modal) {
            scripted = true;
            auto *dialog = qobject_cast<NewPaymentDialog *>(modal);
            if (!dialog)
                return;
            auto *method = control<QComboBox>(dialog, "methodCombo");
            const int oxxo = method->findData(u"oxxo"_s);
            if (oxxo < 0)
                return dialog->reject();
            method->setCurrentIndex(oxxo);
            control<QLineEdit>(dialog, "amountEdit")->setText(u"150.00"_s);
            control<QLineEdit>(dialog, "nameEdit")->setText(u"Lucia Hernandez"_s);
            control<QLineEdit>(dialog, "emailEdit")->setText(u"lucia@example.com"_s);
            QSignalSpy finished(dialog, &NewPaymentDialog::createFinished);
            MessageBox::setNextAnswer(QMessageBox::Yes);
            QTest::mouseClick(control<QPushButton>(dialog, "createButton"), Qt::LeftButton);
            if (finished.wait(20000) && finished.first().first().toBool() && dialog->createdPayment())
                created = dialog->createdPayment()->hash;
            QTest::mouseClick(control<QPushButton>(dialog, "closeButton"), Qt::LeftButton);
        });
        window.actions().newPayment->trigger();
        QVERIFY(scripted);
        QVERIFY2(!created.isEmpty(), qPrintable(MessageBox::shownTexts().join(u'\n')));
        QCOMPARE(env.cachedPayment(created)->paymentTypeCode, u"oxxo"_s);
        QVERIFY(!env.cachedPayment(created)->oxxoUrl.isEmpty());
        QTRY_COMPARE(selectedHash(window), created);
        QCOMPARE(window.currentPayment()->hash, created);
        QCOMPARE(window.detailPane()->shownHash().value_or(QString()), created);
        // A refresh of the table re-reads the selection: the new payment stays in the pane.
        window.refreshPayments();
        QTRY_COMPARE(window.paymentModel()->rowOfHash(created), window.paymentsView()->currentIndex().row());
        QCOMPARE(window.detailPane()->shownHash().value_or(QString()), created);
        window.detach();
    }

    // The checked item is the language the interface shows: the system's (named) when nothing
    // else was chosen, the chosen one otherwise, and the one a --language at the start put in use
    // over a stored choice. The test runs with LC_ALL=C.UTF-8: the system's language is English.
    void languageMenuChecksTheLanguageInUse_data()
    {
        QTest::addColumn<QString>("inUse");    // the default locale the start set
        QTest::addColumn<QString>("stored");   // Settings ▸ Language's stored choice
        QTest::addColumn<QString>("checked");  // the action checked
        QTest::addColumn<QString>("named");    // in the checked item's text
        QTest::newRow("system, English") << u"en_US"_s << QString() << u"languageAction_system"_s << u"English"_s;
        QTest::newRow("chosen Portuguese") << u"pt_BR"_s << u"pt_BR"_s << u"languageAction_pt_BR"_s
                                           << u"Português (Brasil)"_s;
        QTest::newRow("--language es over stored Portuguese") << u"es_CL"_s << u"pt_BR"_s << u"languageAction_es"_s
                                                              << u"Español"_s;
        QTest::newRow("--language es, nothing stored") << u"es_MX"_s << QString() << u"languageAction_es"_s
                                                       << u"Español"_s;
        QTest::newRow("English chosen on an English system") << u"en_US"_s << u"en"_s << u"languageAction_en"_s
                                                             << u"English"_s;
    }

    void languageMenuChecksTheLanguageInUse()
    {
        QFETCH(QString, inUse);
        QFETCH(QString, stored);
        QFETCH(QString, checked);
        QFETCH(QString, named);
        QCOMPARE(QLocale::system().language(), QLocale::C);
        QLocale::setDefault(QLocale(inUse));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); });
        LanguageMenu::storeLanguage(*m_settings, stored);
        MainWindow window(*m_settings);
        auto *menu = window.findChild<LanguageMenu *>(u"languageMenu"_s);
        QVERIFY(menu);
        QStringList checkedActions;
        for (QAction *action : menu->actions()) {
            if (action->isCheckable() && action->isChecked())
                checkedActions << action->objectName();
        }
        QCOMPARE(checkedActions, QStringList{checked});
        QVERIFY2(menu->findChild<QAction *>(checked)->text().contains(named),
                 qPrintable(menu->findChild<QAction *>(checked)->text()));
        QVERIFY(menu->findChild<QAction *>(u"languageAction_system"_s)->text().contains(u"(English)"));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
};

QTEST_MAIN(TestWindowForms)
#include "tst_windowforms.moc"
