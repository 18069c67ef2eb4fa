// Forms that hold still, against the in-process sandbox and a fresh temporary cache: no problem is
// shown before its field was left changed or the action button pressed; a problem appearing or an
// optional part toggled never moves the fields above it; the confirmations name the fields in words
// with the amount grouped in the user's format (en, pt_BR, es with Chile) and answer with verbs;
// the first field has the focus when a dialog opens.

#include "dialogtesthelpers.h"
#include "installedlanguage.h"
#include "operationstestenv.h"

#include "core/domain/moneyformat.h"
#include "ui/dialogs/cancelpaymentdialog.h"
#include "ui/dialogs/cancelrefunddialog.h"
#include "ui/dialogs/capturedialog.h"
#include "ui/dialogs/lookupdialog.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/messagebox.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QRadioButton>

#include <functional>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

enum class Kind { Refund, Capture, CancelRefund, CancelPayment, NewPayment, Lookup };

// Every field of a dialog (what a user clicks or types into), by object name, with its place in the
// dialog's coordinates.
QHash<QString, QRect> fieldGeometries(QWidget *dialog)
{
    QHash<QString, QRect> places;
    for (QWidget *widget : dialog->findChildren<QWidget *>()) {
        const bool field = qobject_cast<QLineEdit *>(widget) || qobject_cast<QPlainTextEdit *>(widget)
                           || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractButton *>(widget);
        if (field && !widget->objectName().isEmpty() && widget->isVisibleTo(dialog))
            places.insert(widget->objectName(), QRect(widget->mapTo(dialog, QPoint(0, 0)), widget->size()));
    }
    return places;
}

// Lets the layouts settle as they do between two events (no timing involved).
void settle(QWidget *dialog)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    dialog->layout()->activate();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

QString translated(const char *context, const char *source, const char *disambiguation = nullptr)
{
    return QCoreApplication::translate(context, source, disambiguation);
}

} // namespace

class TestFormsHoldStill : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init()
    {
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        MessageBox::clearShownTexts();
        m_env = std::make_unique<OperationsTestEnvironment>(1500);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
    }

    void cleanup()
    {
        m_dialog.reset();
        m_env.reset();
        MessageBox::setNextAnswer(QMessageBox::NoButton);
    }

    // The user leaves a field with a mistake: its problem appears, and only then; a field not yet
    // touched keeps quiet until the button is pressed, which sends nothing while anything is wrong.
    void noProblemBeforeTheFieldIsTouched_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("toggle");   // clicked first (a part that is off at first)
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("untouchedProblem");   // a field left alone that has a problem too
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("wsPath");
        QTest::newRow("refund amount") << int(Kind::Refund) << u"partialRefundRadio"_s << u"amountEdit"_s << u"abc"_s
                                       << u"amountError"_s << u"descriptionError"_s << u"refundButton"_s << u"/ws/refund"_s;
        QTest::newRow("refund bank document") << int(Kind::Refund) << QString() << u"holderDocumentEdit"_s
                                              << u"853.513.468-39"_s << u"bankInfoError"_s << u"descriptionError"_s
                                              << u"refundButton"_s << u"/ws/refund"_s;
        QTest::newRow("refund code") << int(Kind::Refund) << QString() << u"merchantRefundCodeEdit"_s << QString(41, u'c')
                                     << u"merchantRefundCodeError"_s << u"descriptionError"_s << u"refundButton"_s
                                     << u"/ws/refund"_s;
        QTest::newRow("capture amount") << int(Kind::Capture) << u"partialCaptureCheck"_s << u"amountEdit"_s << u"ten"_s
                                        << u"amountError"_s << QString() << u"captureButton"_s << u"/ws/capture"_s;
        QTest::newRow("cancel refund reason") << int(Kind::CancelRefund) << QString() << u"reasonEdit"_s << u"   "_s
                                              << u"reasonError"_s << QString() << u"cancelRefundButton"_s
                                              << u"/ws/refund"_s;
        QTest::newRow("new payment e-mail") << int(Kind::NewPayment) << QString() << u"emailEdit"_s
                                            << u"maria.example.com"_s << u"error:payment.email"_s
                                            << u"error:payment.amount_total"_s << u"createButton"_s << u"/ws/direct"_s;
    }

    void noProblemBeforeTheFieldIsTouched()
    {
        QFETCH(int, kind);
        QFETCH(QString, toggle);
        QFETCH(QString, field);
        QFETCH(QString, typed);
        QFETCH(QString, problem);
        QFETCH(QString, untouchedProblem);
        QFETCH(QString, button);
        QFETCH(QString, wsPath);
        open(Kind(kind));
        QWidget *dialog = m_dialog.get();
        const auto shownProblems = [dialog] {
            QStringList shown;
            for (QLabel *label : dialog->findChildren<QLabel *>()) {
                const QString name = label->objectName();
                if ((name.endsWith(u"Error") || name.startsWith(u"error:")) && !shownText(label).isEmpty())
                    shown << name;
            }
            return shown;
        };
        QCOMPARE(shownProblems(), QStringList());   // nothing on opening
        if (!toggle.isEmpty())
            clickIndicator(dialog->findChild<QAbstractButton *>(toggle));
        auto *edit = dialog->findChild<QWidget *>(field);
        QVERIFY2(edit, qPrintable(field));
        QWidget *next = dialog->findChild<QPushButton *>(u"closeButton"_s);
        // Typing alone shows nothing: the user is not done with the field yet.
        edit->setFocus();
        QTest::keyClicks(edit, typed.left(1));
        QCOMPARE(shownProblems(), QStringList());
        typeAndLeave(edit, typed, next);
        QCOMPARE(shownProblems(), QStringList{problem});

        // The button shows every problem instead of asking, and sends nothing.
        auto *action = dialog->findChild<QPushButton *>(button);
        QVERIFY(action->isEnabled());
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(action, Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);   // no confirmation was asked
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        const QStringList after = shownProblems();
        QVERIFY2(after.contains(problem), qPrintable(after.join(u", ")));
        if (!untouchedProblem.isEmpty())
            QVERIFY2(after.contains(untouchedProblem), qPrintable(after.join(u", ")));
        QCOMPARE(m_env->requestCount(wsPath), 0);
    }

    // A problem appearing, or the refund's "Partial" turned on, leaves every field above it where
    // it was, to the pixel; the window only grows downward.
    void fieldsAboveStayPut_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("toggle");
        QTest::addColumn<QString>("field");   // empty: only the toggle
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("problem");
        QTest::newRow("refund: partial") << int(Kind::Refund) << u"partialRefundRadio"_s << QString() << QString()
                                         << QString();
        QTest::newRow("refund: amount problem") << int(Kind::Refund) << u"partialRefundRadio"_s << u"amountEdit"_s
                                                << u"12,50"_s << u"amountError"_s;
        QTest::newRow("refund: reason problem") << int(Kind::Refund) << QString() << u"descriptionEdit"_s << u"  "_s
                                                << u"descriptionError"_s;
        QTest::newRow("refund: bank problem") << int(Kind::Refund) << QString() << u"bankBranchEdit"_s << u"12a4"_s
                                              << u"bankInfoError"_s;
        QTest::newRow("capture: partial, amount problem") << int(Kind::Capture) << u"partialCaptureCheck"_s
                                                          << u"amountEdit"_s << u"100.01"_s << u"amountError"_s;
        QTest::newRow("cancel refund: reason problem") << int(Kind::CancelRefund) << QString() << u"reasonEdit"_s
                                                       << u" "_s << u"reasonError"_s;
        QTest::newRow("new payment: e-mail problem") << int(Kind::NewPayment) << QString() << u"emailEdit"_s
                                                     << u"maria@"_s << u"error:payment.email"_s;
    }

    void fieldsAboveStayPut()
    {
        QFETCH(int, kind);
        QFETCH(QString, toggle);
        QFETCH(QString, field);
        QFETCH(QString, typed);
        QFETCH(QString, problem);
        open(Kind(kind));
        QWidget *dialog = m_dialog.get();
        const QPoint topLeft = dialog->pos();
        settle(dialog);
        QHash<QString, QRect> before = fieldGeometries(dialog);
        if (!toggle.isEmpty()) {
            clickIndicator(dialog->findChild<QAbstractButton *>(toggle));
            settle(dialog);
            const QHash<QString, QRect> toggled = fieldGeometries(dialog);
            for (auto it = before.begin(); it != before.end(); ++it)   // none moved, above or below
                QVERIFY2(toggled.value(it.key()) == it.value(), qPrintable(it.key()));
            before = toggled;
        }
        if (field.isEmpty())
            return;
        auto *label = dialog->findChild<QLabel *>(problem);
        QVERIFY(label && shownText(label).isEmpty());
        typeAndLeave(dialog->findChild<QWidget *>(field), typed, dialog->findChild<QPushButton *>(u"closeButton"_s));
        settle(dialog);
        QVERIFY2(!shownText(label).isEmpty(), qPrintable(problem));
        const int problemTop = label->mapTo(dialog, QPoint(0, 0)).y();
        const QHash<QString, QRect> after = fieldGeometries(dialog);
        int above = 0;
        for (auto it = before.begin(); it != before.end(); ++it) {
            if (it.value().bottom() >= problemTop)
                continue;
            ++above;
            const auto text = [](const QRect &r) { return u"%1,%2 %3×%4"_s.arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()); };
            QVERIFY2(after.value(it.key()) == it.value(),
                     qPrintable(it.key() + u": "_s + text(it.value()) + u" → "_s + text(after.value(it.key()))));
        }
        QVERIFY(above > 0);
        QCOMPARE(dialog->pos(), topLeft);
        // What the problem said fits: the window grew instead of drawing it over the buttons (the
        // new payment's form scrolls instead).
        if (qobject_cast<ActionDialog *>(dialog))
            QVERIFY(dialog->height() >= dialog->layout()->totalHeightForWidth(dialog->width()));
    }

    // The question names the action, the amount as the user writes amounts (grouped, the currency's
    // decimals) and the fields in words; the answers are verbs in the user's language.
    void confirmationsSpeakTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("amount");   // of the payment, as the sandbox takes it
        QTest::addColumn<QString>("typed");    // the partial refund, as the user types it
        QTest::addColumn<QString>("shown");    // the amount in the question
        QTest::addColumn<QStringList>("verbs");   // context, accept, reject, disambiguation of reject
        const QStringList refund{u"dd::RefundDialog"_s, u"Refund"_s, u"Not now"_s, QString()};
        const QStringList cancelRefund{u"dd::CancelRefundDialog"_s, u"Cancel the refund"_s, u"Keep it"_s,
                                       u"do not cancel the refund"_s};
        const QStringList cancelPayment{u"dd::CancelPaymentDialog"_s, u"Cancel the payment"_s, u"Keep it"_s,
                                        u"do not cancel the payment"_s};
        const QStringList capture{u"dd::CaptureDialog"_s, u"Capture the payment"_s, u"Not now"_s, QString()};
        const QStringList create{u"dd::NewPaymentDialog"_s, u"Create the payment"_s, u"Not now"_s, QString()};
        for (const QString &locale : {u"en_US"_s, u"pt_BR"_s, u"es_CL"_s}) {
            const bool english = locale == u"en_US";
            const QString brl = english ? u"1,234.56 BRL"_s : u"1.234,56 BRL"_s;
            const auto row = [&locale](const char *name) -> QTestData & {
                return QTest::addRow("%s %s", qPrintable(locale), name);
            };
            row("refund") << locale << int(Kind::Refund) << u"BRL"_s << u"2000.00"_s
                          << (english ? u"1,234.56"_s : u"1.234,56"_s) << brl << refund;
            row("cancel refund") << locale << int(Kind::CancelRefund) << u"BRL"_s << u"2000.00"_s << QString() << brl
                                 << cancelRefund;
            row("cancel payment") << locale << int(Kind::CancelPayment) << u"BRL"_s << u"1234.56"_s << QString() << brl
                                  << cancelPayment;
            row("capture") << locale << int(Kind::Capture) << u"BRL"_s << u"1234.56"_s << QString() << brl << capture;
            row("new payment") << locale << int(Kind::NewPayment) << u"MXN"_s << QString()
                               << (english ? u"1,234.56"_s : u"1.234,56"_s)
                               << (english ? u"1,234.56 MXN"_s : u"1.234,56 MXN"_s) << create;
        }
        // A peso has no cents: a Chilean refund reads in whole, grouped pesos.
        QTest::newRow("es_CL refund in pesos") << u"es_CL"_s << int(Kind::Refund) << u"CLP"_s << u"1000000.00"_s
                                               << u"500.000"_s << u"500.000 CLP"_s << refund;
    }

    void confirmationsSpeakTheUsersLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(int, kind);
        QFETCH(QString, currency);
        QFETCH(QString, amount);
        QFETCH(QString, typed);
        QFETCH(QString, shown);
        QFETCH(QStringList, verbs);
        const InstalledLanguage language{QLocale(locale)};
        QVERIFY(locale == u"en_US" || language.ownLoaded());
        const QString country = currency == u"CLP" ? u"cl"_s : u"br"_s;
        QString button;
        QString question;
        QString wsPath;
        QString field;   // one field of the confirmation, as caption and value
        // Every confirmation is written by GatewayConfirmation.
        const char *lineContext = "dd::GatewayConfirmation";
        const auto fieldLine = [&field, lineContext](const QString &context, const char *caption, const QString &value) {
            field = translated(lineContext, "%1: %2", "a field of a confirmation: caption, value")
                        .arg(translated(qPrintable(context), caption), value);
        };
        switch (Kind(kind)) {
        case Kind::Refund:
            openRefund(country, currency, amount);
            clickIndicator(control<QRadioButton>(m_dialog.get(), "partialRefundRadio"));
            replaceText(control<QLineEdit>(m_dialog.get(), "amountEdit"), typed);
            replaceText(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Damaged in transit"_s);
            button = u"refundButton"_s;
            wsPath = u"/ws/refund"_s;
            // To the customer, when the payment names one.
            question = m_payment.customerName.isEmpty()
                           ? translated("dd::RefundDialog", "Refund %1 of payment %2?").arg(shown, m_payment.hash)
                           : translated("dd::RefundDialog", "Refund %1 of payment %2 to %3?")
                                 .arg(shown, m_payment.hash, m_payment.customerName);
            fieldLine(verbs.at(0), "Reason", u"Damaged in transit"_s);
            break;
        case Kind::CancelRefund:
            openCancelRefund(Money(123456, currency));
            replaceText(control<QPlainTextEdit>(m_dialog.get(), "reasonEdit"), u"Customer kept the goods"_s);
            button = u"cancelRefundButton"_s;
            wsPath = u"/ws/refund"_s;
            question = translated("dd::CancelRefundDialog", "Cancel refund %1 of %2 of payment %3?")
                           .arg(u"rf-42"_s, shown, m_payment.hash);
            fieldLine(verbs.at(0), "Reason", u"Customer kept the goods"_s);
            break;
        case Kind::CancelPayment:
        case Kind::Capture: {
            const QString hash = m_env->createCardPayment(false, country, currency, amount);
            m_payment = *m_env->importPayment(hash);
            if (Kind(kind) == Kind::Capture) {
                m_dialog = std::make_unique<CaptureDialog>(m_env->operations(), m_payment);
                button = u"captureButton"_s;
                wsPath = u"/ws/capture"_s;
                question = translated("dd::CaptureDialog", "Capture %1 of payment %2?").arg(shown, hash);
            } else {
                m_dialog = std::make_unique<CancelPaymentDialog>(m_env->operations(), m_payment);
                button = u"cancelPaymentButton"_s;
                wsPath = u"/ws/cancel"_s;
                question = translated("dd::CancelPaymentDialog", "Cancel payment %1 of %2? This cannot be undone.")
                               .arg(hash, shown);
            }
            fieldLine(verbs.at(0), "Merchant payment code", m_payment.merchantPaymentCode);
            m_dialog->show();
            break;
        }
        case Kind::NewPayment:
            m_dialog = std::make_unique<NewPaymentDialog>(m_env->operations(), m_env->client());
            m_dialog->show();
            control<QComboBox>(m_dialog.get(), "methodCombo")
                ->setCurrentIndex(control<QComboBox>(m_dialog.get(), "methodCombo")->findData(u"spei"_s));
            replaceText(control<QLineEdit>(m_dialog.get(), "amountEdit"), typed);
            replaceText(control<QLineEdit>(m_dialog.get(), "nameEdit"), u"Maria Perez"_s);
            button = u"createButton"_s;
            wsPath = u"/ws/direct"_s;
            question = translated("dd::NewPaymentDialog", "Create a payment of %1?").arg(shown);
            fieldLine(verbs.at(0), "Customer", u"Maria Perez"_s);
            break;
        case Kind::Lookup:
            QFAIL("no confirmation");
        }
        MessageBox::setNextAnswer(QMessageBox::Cancel);   // the second verb: nothing is sent
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), qPrintable(button)), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 0);
        QCOMPARE(MessageBox::shownChoices().size(), 1);
        const QString text = MessageBox::shownTexts().constFirst();
        QVERIFY2(text.startsWith(question), qPrintable(text + u"\n≠ "_s + question));
        const QString context = verbs.at(0);
        const QByteArray disambiguation = verbs.at(3).toUtf8();
        QCOMPARE(MessageBox::shownChoices().constFirst(),
                 (QStringList{translated(qPrintable(context), qPrintable(verbs.at(1))),
                              translated(qPrintable(context), qPrintable(verbs.at(2)),
                                         disambiguation.isEmpty() ? nullptr : disambiguation.constData())}));
        // The fields in words, as the language writes them; the wire's names only in the details.
        const qsizetype details = text.indexOf(translated(lineContext, "This will be sent to the gateway:"));
        QVERIFY(details > 0);
        const QString words = text.left(details);
        QVERIFY2(words.contains(u'\n' + field + u'\n'), qPrintable(words + u"\n≠ "_s + field));
        QVERIFY2(!words.contains(u"merchant_"), qPrintable(words));
        QCOMPARE(m_env->requestCount(wsPath), 0);
    }

    void firstFieldHasTheFocus_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("first");
        QTest::newRow("refund") << int(Kind::Refund) << u"fullRefundRadio"_s;
        QTest::newRow("capture in Brazil") << int(Kind::Capture) << u"partialCaptureCheck"_s;
        QTest::newRow("cancel refund") << int(Kind::CancelRefund) << u"reasonEdit"_s;
        QTest::newRow("new payment") << int(Kind::NewPayment) << u"methodCombo"_s;
        QTest::newRow("look up") << int(Kind::Lookup) << u"codesEdit"_s;
    }

    void firstFieldHasTheFocus()
    {
        QFETCH(int, kind);
        QFETCH(QString, first);
        open(Kind(kind));
        QVERIFY(QApplication::focusWidget());
        QCOMPARE(QApplication::focusWidget()->objectName(), first);
    }

private:
    // Opens a dialog of `kind` on a fresh payment it applies to, shown and active.
    void open(Kind kind)
    {
        switch (kind) {
        case Kind::Refund:
            openRefund(u"br"_s, u"BRL"_s, u"100.00"_s);
            break;
        case Kind::Capture:
            m_payment = *m_env->importPayment(m_env->createCardPayment(false));
            m_dialog = std::make_unique<CaptureDialog>(m_env->operations(), m_payment);
            break;
        case Kind::CancelRefund:
            openCancelRefund(Money(2500, u"BRL"_s));
            break;
        case Kind::CancelPayment:
            m_payment = *m_env->importPayment(m_env->createCardPayment(false));
            m_dialog = std::make_unique<CancelPaymentDialog>(m_env->operations(), m_payment);
            break;
        case Kind::NewPayment:
            m_dialog = std::make_unique<NewPaymentDialog>(m_env->operations(), m_env->client());
            break;
        case Kind::Lookup:
            m_dialog = std::make_unique<LookupDialog>(m_env->operations());
            break;
        }
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
    }

    void openRefund(const QString &country, const QString &currency, const QString &amount)
    {
        const std::optional<Payment> payment =
            m_env->importPayment(m_env->createCardPayment(true, country, currency, amount));
        QVERIFY(payment);
        m_payment = *payment;
        m_dialog = std::make_unique<RefundDialog>(m_env->operations(), m_payment);
        m_dialog->show();
    }

    // A requested refund of the payment (not sent: the dialog is only asked to confirm).
    void openCancelRefund(const Money &amount)
    {
        const std::optional<Payment> payment = m_env->importPayment(
            m_env->createCardPayment(true, u"br"_s, amount.currency(), u"2000.00"_s));
        QVERIFY(payment);
        m_payment = *payment;
        Refund refund;
        refund.id = u"rf-42"_s;
        refund.merchantRefundCode = u"rc-42"_s;
        refund.status = RefundStatus::Requested;
        refund.amount = amount;
        m_payment.refunds.append(refund);
        m_dialog = std::make_unique<CancelRefundDialog>(m_env->operations(), m_payment, refund);
        m_dialog->show();
    }

    std::unique_ptr<OperationsTestEnvironment> m_env;
    std::unique_ptr<QDialog> m_dialog;
    Payment m_payment;
};

QTEST_MAIN(TestFormsHoldStill)
#include "tst_formsholdstill.moc"
