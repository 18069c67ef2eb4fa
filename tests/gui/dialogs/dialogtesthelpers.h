#pragma once

// Small helpers shared by the dialog GUI tests: find a control by objectName, type into it, wait
// for a started action to finish.

#include "core/sync/operationcall.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/actiondialog.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

namespace dd::test {

template<typename T>
T *control(QWidget *dialog, const char *objectName)
{
    return dialog->findChild<T *>(QString::fromLatin1(objectName));
}

inline void replaceText(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

inline void replaceText(QPlainTextEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Clicks where the indicator of a check box or radio button is (its centre may be past the label).
inline void clickIndicator(QWidget *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(8, button->height() / 2));
}

// Types `text` into `field` with the keyboard focus in it (what was there replaced), then leaves
// it for `next`: the field counts as touched, and its problems are shown. The window must be active.
inline void typeAndLeave(QWidget *field, const QString &text, QWidget *next)
{
    field->setFocus();
    QCOMPARE(QApplication::focusWidget(), field);
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        edit->selectAll();
    else if (auto *plain = qobject_cast<QPlainTextEdit *>(field))
        plain->selectAll();
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
    next->setFocus();
    QCOMPARE(QApplication::focusWidget(), next);
}

// Visible problem text of a label (empty when hidden), as a user would see it.
inline QString shownText(const QLabel *label)
{
    return label && !label->isHidden() ? label->text() : QString();
}

} // namespace dd::test
