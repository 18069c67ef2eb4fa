#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

class QWidget;

namespace dd {

// The one way the UI asks modal questions. Same arguments as QMessageBox's statics, plus a test seam:
// setNextAnswer() queues answers that the next calls return without showing anything, and
// shownTexts() keeps what those calls would have shown so tests can check the wording.
class MessageBox
{
public:
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::StandardButtons(
                                                    QMessageBox::Yes | QMessageBox::No),
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton information(QWidget *parent, const QString &title, const QString &text,
                                                   QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                   QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton warning(QWidget *parent, const QString &title, const QString &text,
                                               QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                               QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton critical(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

    // A question answered with verbs ("Cancel the refund" / "Keep it") rather than Yes/No, so the
    // answer says what happens; `details` (what goes to the gateway) sits behind "Show Details…".
    // True for the first verb. The rejecting verb is the default: Enter alone never acts.
    struct Choice
    {
        QString title;
        QString text;
        QString details;
        QString acceptText;
        QString rejectText;
    };
    static bool choose(QWidget *parent, const Choice &choice);

    // Test hooks. Answers are used first in, first out; NoButton clears the queue. A choice takes
    // Yes or Ok as its first verb, anything else as the second.
    static void setNextAnswer(QMessageBox::StandardButton button);
    static int pendingAnswers();
    static QStringList shownTexts();   // texts of every box answered from the queue, oldest first
                                       // (a choice's text, a blank line, then its details)
    static QList<QStringList> shownChoices();   // the verbs of every choice answered from the queue
    static void clearShownTexts();

private:
    static QMessageBox::StandardButton ask(QMessageBox::Icon icon, QWidget *parent, const QString &title,
                                           const QString &text, QMessageBox::StandardButtons buttons,
                                           QMessageBox::StandardButton defaultButton);
};

} // namespace dd
