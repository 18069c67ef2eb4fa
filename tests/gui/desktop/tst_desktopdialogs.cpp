// Every dialog of the catalog names every control for a screen reader and uses each mnemonic once;
// the keyboard shortcuts window is generated from the actions; About and "Copy diagnostics"; the
// main workflow by keyboard only (find, table, refund by shortcut, Tab and type, Enter, Esc);
// unsent refund input comes back as a draft for the same payment.
#include "accessibilitycheck.h"
#include "dialogcatalog.h"
#include "../i18n/installedlanguage.h"

#include "core/cache/paymentstore.h"
#include "core/sync/paymentoperations.h"
#include "models/paymenttablemodel.h"
#include "ui/desktop/aboutdialog.h"
#include "ui/desktop/dialogdraft.h"
#include "ui/desktop/shortcutswindow.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/filterbar.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/statuspanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {
// Bumped by every test function: a script left waiting by a failed test never runs in the next one.
int g_testGeneration = 0;

// Runs `script` once a modal dialog is up and active (the action that opens it blocks in exec()).
// A script that fails half-way still closes the dialog, so exec() returns.
void whenModal(std::function<void(QWidget *)> script, int attempts = 250, int generation = -1)
{
    if (generation < 0)
        generation = g_testGeneration;
    QTimer::singleShot(20, qApp, [script = std::move(script), attempts, generation]() mutable {
        if (generation != g_testGeneration)
            return;
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && QApplication::activeWindow() == modal) {
            QPointer<QWidget> guard(modal);
            script(modal);
            if (guard && guard->isVisible() && QTest::currentTestFailed())
                guard->close();
            return;
        }
        if (modal && attempts % 25 == 0)
            modal->activateWindow();
        if (attempts > 0)
            whenModal(std::move(script), attempts - 1, generation);
    });
}

// Shows a catalogued dialog (and the window that owns it) and waits until it is on screen.
bool shown(const dd::test::OpenedDialog &opened)
{
    if (!opened.dialog)
        return false;
    if (opened.owner.get() != opened.dialog)
        opened.owner->show();
    opened.dialog->show();
    return QTest::qWaitForWindowExposed(opened.dialog);
}

QWidget *focused() { return QApplication::focusWidget(); }

// Presses Tab until `target` has the focus (at most `limit` times).
bool tabTo(QWidget *from, QWidget *target, int limit = 40)
{
    for (int i = 0; i < limit && focused() != target; ++i)
        QTest::keyClick(focused() ? focused() : from, Qt::Key_Tab);
    return focused() == target;
}
} // namespace

class TestDesktopDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init() { ++g_testGeneration; }
    void everyControlHasAName_data();
    void everyControlHasAName();
    void everyDateFieldShowsTheFullYear_data() { everyControlHasAName_data(); }
    void everyDateFieldShowsTheFullYear();
    void mnemonicsAreUniqueInEveryLanguage_data();
    void mnemonicsAreUniqueInEveryLanguage();
    void shortcutsWindowListsEveryAction();
    void shortcutsWindowShowsEveryShortcutWhole();
    void emptyCacheSaysWhatToDoFirst();
    void aboutShowsLibrariesAndCopiesDiagnostics();
    void mainWorkflowByKeyboardOnly();
    void refundDraftComesBack();

private:
    std::unique_ptr<dd::test::CatalogEnvironment> m_env;
};

void TestDesktopDialogs::initTestCase()
{
    m_env = std::make_unique<dd::test::CatalogEnvironment>();
    QVERIFY2(m_env->gateway.isReady(), qPrintable(m_env->gateway.error()));
}

void TestDesktopDialogs::cleanupTestCase() { m_env.reset(); }

void TestDesktopDialogs::everyControlHasAName_data()
{
    QTest::addColumn<int>("index");
    const QList<dd::test::DialogEntry> catalog = dd::test::dialogCatalog();
    for (int i = 0; i < catalog.size(); ++i)
        QTest::newRow(qPrintable(catalog.at(i).name)) << i;
}

void TestDesktopDialogs::everyControlHasAName()
{
    QFETCH(int, index);
    const dd::test::DialogEntry entry = dd::test::dialogCatalog().at(index);
    dd::test::OpenedDialog opened = entry.open(*m_env);
    QVERIFY(shown(opened));
    const QStringList problems = dd::test::accessibilityProblems(opened.dialog);
    QVERIFY2(problems.isEmpty(), qPrintable(entry.name + u":\n  "_s + problems.join(u"\n  "_s)));
}

// Dates are written with four-digit years everywhere, date fields included (their own default
// writes 11/27/26).
void TestDesktopDialogs::everyDateFieldShowsTheFullYear()
{
    QFETCH(int, index);
    // A locale whose short date has a two-digit year (the C locale's has four).
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
    const dd::test::DialogEntry entry = dd::test::dialogCatalog().at(index);
    dd::test::OpenedDialog opened = entry.open(*m_env);
    QVERIFY(shown(opened));
    for (const QDateEdit *field : opened.dialog->findChildren<QDateEdit *>()) {
        QVERIFY2(field->displayFormat().contains(u"yyyy"_s),
                 qPrintable(entry.name + u": "_s + field->objectName() + u" shows "_s + field->text()));
    }
}

// The translations move the underlined letters: in Portuguese Alt+V was Valor, Validade and CVV at
// once, and typed the amount into the expiry date.
void TestDesktopDialogs::mnemonicsAreUniqueInEveryLanguage_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("language");
    const QList<dd::test::DialogEntry> catalog = dd::test::dialogCatalog();
    for (const QString &language : {u"es"_s, u"pt_BR"_s}) {
        for (int i = 0; i < catalog.size(); ++i)
            QTest::newRow(qPrintable(language + u": "_s + catalog.at(i).name)) << i << language;
    }
}

void TestDesktopDialogs::mnemonicsAreUniqueInEveryLanguage()
{
    QFETCH(int, index);
    QFETCH(QString, language);
    dd::test::InstalledLanguage installed{QLocale(language)};
    QVERIFY(installed.ownLoaded());
    const dd::test::DialogEntry entry = dd::test::dialogCatalog().at(index);
    dd::test::OpenedDialog opened = entry.open(*m_env);
    QVERIFY(shown(opened));
    QStringList clashes = dd::test::accessibilityProblems(opened.dialog).filter(u"mnemonic"_s);
    QVERIFY2(clashes.isEmpty(), qPrintable(entry.name + u" ("_s + language + u"):\n  "_s + clashes.join(u"\n  "_s)));
}

void TestDesktopDialogs::shortcutsWindowListsEveryAction()
{
    dd::MainWindow window(m_env->settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<dd::ShortcutsWindow::Row> rows = dd::ShortcutsWindow::rows(window);
    QHash<QString, dd::ShortcutsWindow::Row> byName;
    for (const auto &row : rows)
        byName.insert(row.objectName, row);
    // Every action the window has, with its own shortcut: nothing hand-written can drift.
    for (QAction *action : window.actions().all()) {
        QVERIFY2(byName.contains(action->objectName()), qPrintable(action->objectName()));
        QCOMPARE(byName.value(action->objectName()).shortcut, action->shortcut().toString(QKeySequence::NativeText));
    }
    QVERIFY(byName.contains(u"keyboardShortcutsAction"_s));
    QVERIFY(byName.contains(u"themedarkAction"_s));
    QCOMPARE(byName.value(u"refundAction"_s).menu, u"Payment"_s);
    QCOMPARE(byName.value(u"themedarkAction"_s).menu, u"View ▸ Theme"_s);
    QVERIFY(!byName.value(u"refundAction"_s).action.contains(u'&'));

    // Opened by its own shortcut, closed with Esc.
    QTest::keyClick(&window, Qt::Key_Slash, Qt::ControlModifier);
    auto *shown = window.findChild<dd::ShortcutsWindow *>();
    QVERIFY(shown);
    QTRY_VERIFY(shown->isVisible());
    QCOMPARE(shown->table()->rowCount(), rows.size());
    const QList<QTableWidgetItem *> refund = shown->table()->findItems(byName.value(u"refundAction"_s).action, Qt::MatchExactly);
    QCOMPARE(refund.size(), 1);
    QCOMPARE(shown->table()->item(refund.first()->row(), 2)->text(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R).toString(QKeySequence::NativeText));
    QPointer<dd::ShortcutsWindow> guard(shown);
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(guard.isNull() || !guard->isVisible());
}

// In Spanish at 1024×700 the "Menú" column took half the width and the shortcuts were cut off.
void TestDesktopDialogs::shortcutsWindowShowsEveryShortcutWhole()
{
    dd::test::InstalledLanguage installed{QLocale(u"es"_s)};
    QVERIFY(installed.ownLoaded());
    dd::MainWindow window(m_env->settings);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    dd::ShortcutsWindow shortcuts(window, &window);
    shortcuts.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shortcuts));
    QVERIFY(shortcuts.width() <= 1024);
    QTableWidget *table = shortcuts.table();
    // The menu path ("Configuración ▸ Idioma ▸ Región…") no longer takes half the width.
    QVERIFY(table->columnWidth(dd::ShortcutsWindow::MenuColumn) <= shortcuts.width() * 3 / 10);
    const int column = dd::ShortcutsWindow::ShortcutColumn;
    const int right = table->columnViewportPosition(column) + table->columnWidth(column);
    QVERIFY2(right <= table->viewport()->width(),
             qPrintable(u"%1 > %2"_s.arg(right).arg(table->viewport()->width())));
    const QFontMetrics metrics = table->fontMetrics();
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString keys = table->item(row, column)->text();
        QVERIFY2(metrics.horizontalAdvance(keys) < table->columnWidth(column), qPrintable(keys));
        // One line a row, as in the payments table.
        QVERIFY2(table->rowHeight(row) <= metrics.height() + 8, qPrintable(table->item(row, 1)->text()));
    }
}

// A first start: no payment in the cache, and the table says what to do, with the keys; the
// status bar says so in words. A filter that matches nothing is not an empty cache.
void TestDesktopDialogs::emptyCacheSaysWhatToDoFirst()
{
    dd::test::OperationsTestEnvironment empty;
    QVERIFY2(empty.isReady(), qPrintable(empty.error()));
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    dd::MainWindow window(settings);
    window.attach({&empty.payments(), &empty.operations(), &empty.client()});
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QLabel *hint = window.paymentsView()->emptyCacheHint();
    QTRY_VERIFY(hint->isVisible());
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::CTRL | Qt::Key_N)})
        QVERIFY2(hint->text().contains(key.toString(QKeySequence::NativeText)), qPrintable(hint->text()));
    QCOMPARE(window.statusPanel()->rowCountText(), u"No payments"_s);
    QCOMPARE(window.statusPanel()->totalsText(), u"Total: —"_s);

    auto *model = qobject_cast<dd::PaymentTableModel *>(window.paymentsView()->model());
    QVERIFY(model);
    dd::PaymentFilter nothing;
    nothing.text = u"no-such-order"_s;
    model->setFilter(nothing);
    QTRY_VERIFY(!hint->isVisible());
    model->setFilter(dd::PaymentFilter());
    QTRY_VERIFY(hint->isVisible());

    const QString hash = empty.createCardPayment(true);
    QVERIFY(empty.importPayment(hash));
    QTRY_VERIFY(!hint->isVisible());
    QTRY_VERIFY(window.statusPanel()->rowCountText() != u"No payments"_s);
}

void TestDesktopDialogs::aboutShowsLibrariesAndCopiesDiagnostics()
{
    dd::DiagnosticsInfo info;
    info.sqlcipherVersion = u"4.5.2 community"_s;
    info.cachePath = u"/home/ana/cache.db"_s;
    info.settings = {{u"appearance/theme"_s, u"dark"_s}};
    dd::AboutDialog about([info] { return info; });
    about.show();
    about.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&about));
    QVERIFY(about.findChild<QLabel *>(u"aboutTitle"_s)->text().contains(QStringLiteral(DIRECTDESK_VERSION)));
    QCOMPARE(about.findChild<QLabel *>(u"sqlcipherVersion"_s)->text(), u"4.5.2 community"_s);
    QVERIFY(!about.findChild<QLabel *>(u"sodiumVersion"_s)->text().isEmpty());
    QVERIFY(!about.findChild<QLabel *>(u"xlsxwriterVersion"_s)->text().isEmpty());
    QVERIFY(about.findChild<QLabel *>(u"qtVersion"_s)->text().startsWith(QString::fromLatin1(qVersion())));
    QVERIFY(!about.findChild<QLabel *>(u"buildType"_s)->text().isEmpty());
    QVERIFY(!about.findChild<QLabel *>(u"license"_s)->text().isEmpty());
    // Alt+D: Copy diagnostics.
    // (A mnemonic "animates" the click: it lands about 100 ms later.)
    QTest::keyClick(&about, Qt::Key_D, Qt::AltModifier);
    QTRY_VERIFY(QApplication::clipboard()->text().contains(u"DirectDesk diagnostics"_s));
    const QString copied = QApplication::clipboard()->text();
    QVERIFY2(copied.contains(u"SQLCipher: 4.5.2 community"_s), qPrintable(copied));
    QVERIFY(copied.contains(u"/home/ana/cache.db"_s));
    QVERIFY(copied.contains(u"appearance/theme = dark"_s));
    QVERIFY(!about.findChild<QLabel *>(u"diagnosticsCopied"_s)->text().isEmpty());
}

void TestDesktopDialogs::mainWorkflowByKeyboardOnly()
{
    // A real confirmed payment in the sandbox and the cache.
    const QString hash = m_env->gateway.createCardPayment(true);
    QVERIFY(!hash.isEmpty());
    QVERIFY(m_env->gateway.importPayment(hash));
    dd::MainWindow window(m_env->settings);
    window.attach({&m_env->gateway.payments(), &m_env->gateway.operations(), &m_env->gateway.client()});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Ctrl+F, type the start of the hash, Enter: the table shows that payment only.
    QTest::keySequence(&window, QKeySequence::Find);
    auto *search = window.findChild<QLineEdit *>(u"searchEdit"_s);
    QTRY_COMPARE(focused(), search);
    QTest::keyClicks(search, hash.left(20));
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE(window.paymentModel()->rowCount(), 1);

    // Tab to the table; Space selects the current row.
    QVERIFY(tabTo(&window, window.paymentsView()));
    QTest::keyClick(window.paymentsView(), Qt::Key_Space);
    QTRY_VERIFY(window.currentPayment().has_value());
    QCOMPARE(window.currentPayment()->hash, hash);
    QTRY_VERIFY(window.actions().refund->isEnabled());

    // Ctrl+Shift+R: the refund dialog. Alt+P partial, Tab to the amount, type; Tab, the reason;
    // Tab; Enter sends (the confirmation is answered through MessageBox's test seam); Esc closes.
    bool scripted = false;
    QString refundResult;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<dd::RefundDialog *>(modal);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(dialog->findChild<QRadioButton *>(u"partialRefundRadio"_s)->isChecked());
        auto *amount = dialog->findChild<QLineEdit *>(u"amountEdit"_s);
        QVERIFY(tabTo(dialog, amount, 5));
        QTest::keyClicks(amount, u"12.50"_s);
        QTest::keyClick(amount, Qt::Key_Tab);
        auto *reason = dialog->findChild<QPlainTextEdit *>(u"descriptionEdit"_s);
        QCOMPARE(focused(), reason);
        QTest::keyClicks(reason, u"Returned by keyboard"_s);
        QTest::keyClick(reason, Qt::Key_Tab);
        QVERIFY(dialog->findChild<QPushButton *>(u"refundButton"_s)->isEnabled());
        dd::MessageBox::setNextAnswer(QMessageBox::Yes);
        QSignalSpy finished(dialog, &dd::ActionDialog::actionFinished);
        QTest::keyClick(focused(), Qt::Key_Return);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        refundResult = dialog->findChild<QLabel *>(u"resultLabel"_s) ? dialog->findChild<QLabel *>(u"resultLabel"_s)->text()
                                                                     : QString();
        QTest::keyClick(focused() ? focused() : dialog, Qt::Key_Escape);
        scripted = true;
    });
    QTest::keyClick(window.paymentsView(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(scripted);
    QVERIFY(!QApplication::activeModalWidget());
    // The result: the refund is in the cache and in the refunds panel's payment.
    QTRY_VERIFY(m_env->gateway.cachedPayment(hash) && !m_env->gateway.cachedPayment(hash)->refunds.isEmpty());
    QCOMPARE(m_env->gateway.cachedPayment(hash)->refunds.first().amount.hundredths(), 1250);
    QTRY_VERIFY(window.currentPayment() && !window.currentPayment()->refunds.isEmpty());

    // Esc closes other dialogs too: look up (Ctrl+L). (The offscreen platform does not give the
    // focus back to the window when a dialog closes, as a window manager does.)
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    bool closed = false;
    whenModal([&](QWidget *modal) {
        QTest::keyClick(modal, Qt::Key_Escape);
        closed = true;
    });
    QTest::keyClick(window.paymentsView(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(closed);
    QVERIFY(!QApplication::activeModalWidget());
}

void TestDesktopDialogs::refundDraftComesBack()
{
    const QString hash = m_env->gateway.createCardPayment(true);
    QVERIFY(m_env->gateway.importPayment(hash));
    const QString other = m_env->gateway.createCardPayment(true);
    QVERIFY(m_env->gateway.importPayment(other));
    dd::MainWindow window(m_env->settings);
    window.filterBar()->clear();   // the keyboard test's search comes back with the saved filter
    window.attach({&m_env->gateway.payments(), &m_env->gateway.operations(), &m_env->gateway.client()});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto select = [&window](const QString &wanted) {
        for (int row = 0; row < window.paymentModel()->rowCount(); ++row) {
            if (window.paymentModel()->hashAt(row) == wanted) {
                window.paymentsView()->selectRow(row);
                return true;
            }
        }
        return false;
    };
    QVERIFY(select(hash));
    QTRY_VERIFY(window.actions().refund->isEnabled());

    // Type, then close with Esc without sending.
    bool typed = false;
    whenModal([&](QWidget *modal) {
        QTest::keyClick(modal, Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(modal->findChild<QRadioButton *>(u"partialRefundRadio"_s)->isChecked());
        auto *amount = modal->findChild<QLineEdit *>(u"amountEdit"_s);
        QTest::keyClick(amount, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(amount, u"3.00"_s);
        QTest::keyClicks(modal->findChild<QPlainTextEdit *>(u"descriptionEdit"_s), u"Half a draft"_s);
        QTest::keyClick(modal, Qt::Key_Escape);
        typed = true;
    });
    window.actions().refund->trigger();
    QTRY_VERIFY(typed);
    QVERIFY(m_env->settings.contains(dd::DialogDraft::settingsKey(u"refund"_s, hash)));

    // The same payment: the input is back, with a way to discard it.
    bool checked = false;
    whenModal([&](QWidget *modal) {
        QVERIFY(modal->findChild<QWidget *>(u"draftBanner"_s));
        QVERIFY(modal->findChild<QRadioButton *>(u"partialRefundRadio"_s)->isChecked());
        QCOMPARE(modal->findChild<QLineEdit *>(u"amountEdit"_s)->text(), u"3.00"_s);
        QCOMPARE(modal->findChild<QPlainTextEdit *>(u"descriptionEdit"_s)->toPlainText(), u"Half a draft"_s);
        QTest::keyClick(modal, Qt::Key_Escape);
        checked = true;
    });
    window.actions().refund->trigger();
    QTRY_VERIFY(checked);

    // Another payment: a blank dialog.
    QVERIFY(select(other));
    QTRY_VERIFY(window.actions().refund->isEnabled());
    bool blank = false;
    whenModal([&](QWidget *modal) {
        QVERIFY(!modal->findChild<QWidget *>(u"draftBanner"_s));
        QVERIFY(!modal->findChild<QRadioButton *>(u"partialRefundRadio"_s)->isChecked());
        QVERIFY(modal->findChild<QPlainTextEdit *>(u"descriptionEdit"_s)->toPlainText().isEmpty());
        QTest::keyClick(modal, Qt::Key_Escape);
        blank = true;
    });
    window.actions().refund->trigger();
    QTRY_VERIFY(blank);

    // Sent: the draft is gone.
    QVERIFY(select(hash));
    QTRY_VERIFY(window.actions().refund->isEnabled());
    bool sent = false;
    whenModal([&](QWidget *modal) {
        dd::MessageBox::setNextAnswer(QMessageBox::Yes);
        QSignalSpy finished(modal, SIGNAL(actionFinished(bool)));
        modal->findChild<QPushButton *>(u"refundButton"_s)->click();
        QVERIFY(finished.wait(10000));
        QTest::keyClick(modal, Qt::Key_Escape);
        sent = true;
    });
    window.actions().refund->trigger();
    QTRY_VERIFY(sent);
    QVERIFY(!m_env->settings.contains(dd::DialogDraft::settingsKey(u"refund"_s, hash)));
}

QTEST_MAIN(TestDesktopDialogs)
#include "tst_desktopdialogs.moc"
